"""The PyTorch corpus (``examples/torch/corpus.py``) compiles for sm_80 (the FP8 linear for sm_89)
and verifies in the emulator.

Every module kind, in every dtype torch exports it in, is exported with torch-mlir at test time
(shapes that are no tile multiple), compiled with the default pipeline, run in the PTX emulator
with race checking and compared with the float64 reference of the exported linalg. The f16/bf16
(and ``_int_mm``'s int8) matmuls run on Tensor Cores, as ``--remarks=json`` and the PTX show; the
f32 ones do with ``--allow-tf32`` and verify on the SIMT path without it (so do SDPA's, which
torch's decomposition computes in f32 for every input dtype). The quantised linears (W8A8 with
``_int_mm``, FP8 e4m3) fuse their scales, bias and activation into the GEMM's epilogue and match
the dequantised math PyTorch computes on the CPU.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from tirc.cli import main
from tirc.driver import CompileOptions, compile_input
from tirc.emit.ptx import kernel_bodies
from tirc.runtime import emulate

torch = pytest.importorskip("torch")
pytest.importorskip("torch_mlir")

from tests.unit.torch_corpus import load_corpus  # noqa: E402  (after the skips: it needs torch)

corpus = load_corpus()


def _params(keep: Callable[[object, torch.dtype], bool] = lambda case, dtype: True) -> list[object]:
    return [pytest.param(name, dtype, id=f"{name}-{corpus.dtype_name(dtype)}")
            for name, case in corpus.CASES.items() for dtype in case.dtypes if keep(case, dtype)]


@pytest.fixture(scope="session")
def exported(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str, torch.dtype], Path]:
    folder = tmp_path_factory.mktemp("torch-corpus")
    paths: dict[tuple[str, str], Path] = {}

    def export(name: str, dtype: torch.dtype) -> Path:
        key = (name, corpus.dtype_name(dtype))
        if key not in paths:
            path = folder / f"{name}_{key[1]}.mlir"
            path.write_text(corpus.export(name, dtype))
            paths[key] = path
        return paths[key]

    return export


def _tf32_variants() -> list[object]:
    """Each kind verifies as exported; f32 matmul kinds also with --allow-tf32 (Tensor Cores)."""
    params = []
    for param in _params():
        name, dtype = param.values
        params.append(pytest.param(name, dtype, False, id=param.id))
        if dtype == torch.float32 and corpus.CASES[name].matmuls:
            params.append(pytest.param(name, dtype, True, id=f"{param.id}-tf32"))
    return params


@pytest.mark.parametrize("name,dtype,allow_tf32", _tf32_variants())
def test_module_verifies_in_the_emulator(exported: Callable[[str, torch.dtype], Path], name: str,
                                         dtype: torch.dtype, allow_tf32: bool) -> None:
    path = exported(name, dtype)
    runs = emulate(str(path), remarks="off", allow_tf32=allow_tf32, racecheck=True, target=corpus.CASES[name].target)
    assert runs
    for run in runs:
        assert run.checks and run.ok, [check for check in run.checks if not check.ok]


def _tensor_core_kinds(case: object, dtype: torch.dtype) -> bool:
    return bool(case.matmuls)


@pytest.mark.parametrize("name,dtype", _params(_tensor_core_kinds))
def test_every_matmul_runs_on_tensor_cores(exported: Callable[[str, torch.dtype], Path], tmp_path: Path,
                                           name: str, dtype: torch.dtype) -> None:
    path = exported(name, dtype)
    output = tmp_path / f"{name}.ptx"
    case = corpus.CASES[name]
    flags = ["--allow-tf32"] if dtype == torch.float32 or case.f32_matmuls else []
    flags += ["--target", case.target] if case.target else []
    result = CliRunner().invoke(main, ["compile", str(path), "-o", str(output), "--remarks=json", "--no-cache",
                                       *flags])
    assert result.exit_code == 0, result.output
    remarks = json.loads(result.stderr)
    on = [r for r in remarks if r["message"].startswith("on Tensor Cores")]
    missed = [r["message"] for r in remarks if r["message"].startswith("not on Tensor Cores")]
    assert not missed
    assert len(on) == corpus.CASES[name].matmuls, [r["message"] for r in remarks]
    # Each remark points at the op in the exported file.
    assert all(re.fullmatch(rf"{re.escape(str(path))}:\d+:\d+", r["location"]) for r in on)
    bodies = kernel_bodies(output.read_text())
    assert sum("mma.sync" in body for body in bodies.values()) == corpus.CASES[name].matmuls


@pytest.mark.parametrize("dtype", corpus.CASES["block"].dtypes, ids=corpus.dtype_name)
def test_no_kernel_of_the_exported_block_recomputes_a_reduction_inside_a_contraction_loop(
        exported: Callable[[str, torch.dtype], Path], dtype: torch.dtype) -> None:
    """Every K loop of the exported transformer block (weights and all) reads its two operands
    and multiplies and adds, nothing else: LayerNorm and softmax are kernels of their own."""
    from tests.unit.test_fusion_policy import k_loops

    result = compile_input(str(exported("block", dtype)), CompileOptions(emit="tensorir", remarks="off",
                                                                          allow_tf32=dtype == torch.float32))
    assert k_loops(result.payload.decode()) == [(True, 2, True)] * corpus.CASES["block"].matmuls


def _host(tensor: torch.Tensor) -> object:
    """A CPU tensor as numpy; fp8 (which numpy lacks) as its exact float32 values."""
    return (tensor.float() if tensor.element_size() == 1 and tensor.is_floating_point() else tensor).numpy()


@pytest.mark.parametrize("name,dtype", _params(lambda case, dtype: case.reference is not None))
def test_quantised_linears_match_their_pytorch_math(exported: Callable[[str, torch.dtype], Path], name: str,
                                                    dtype: torch.dtype) -> None:
    """The W8A8 and FP8 linears, run in the emulator on the case's inputs, give what PyTorch
    computes on the CPU from the same int8/fp8 tensors and scales (the case's reference: the
    dequantised math of torch._scaled_mm), to the output type's rounding."""
    case = corpus.CASES[name]
    module, inputs = corpus.instance(name, dtype)
    expected = case.reference(module, *inputs)
    (run,) = emulate(str(exported(name, dtype)), remarks="off", racecheck=True, target=case.target,
                     inputs=[_host(tensor) for tensor in inputs])
    assert run.ok, run.checks
    (output,) = run.outputs.values()
    got = torch.from_numpy(output.astype("float64"))
    unit = 2.0 ** -8 if expected.dtype == torch.bfloat16 else 2.0 ** -11   # the output's rounding
    torch.testing.assert_close(got, expected.double(), rtol=2 * unit, atol=2 * unit * float(expected.abs().max()))
    assert float(expected.abs().max()) > 1.0
