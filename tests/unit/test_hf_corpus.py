"""Whole Hugging Face models (``tests/unit/hf_corpus.py``) compile for sm_80 and sm_90a and verify.

Each model, random-init from a tiny config, is exported with torch-mlir at test time, compiled with
the default pipeline, run in the PTX emulator with race checking on the same inputs as eager
PyTorch, checked against the float64 reference of the exported linalg, and compared with eager
PyTorch within a few ulps of the dtype at the output's scale (the rounding of two different
evaluation orders). f16 runs by default; f32 and bf16 are marked slow. ``bench/models.py``
prints the same runs as a table beside torch inductor's kernel counts.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("torch_mlir")
pytest.importorskip("transformers")

from bench import models as bench_models  # noqa: E402  (after the skips: it needs torch)
from tests.unit import hf_corpus  # noqa: E402
from tirc.driver import CompileOptions, compile_input  # noqa: E402
from tirc.emit.report import kernel_attention, kernel_explanations, kernel_problems  # noqa: E402
from tirc.runtime.execute import compiled_for_run, emulate_compiled  # noqa: E402

TARGETS = ("sm_80", "sm_90a")
# Eager PyTorch and tirc round in different orders (accumulation, where f16/bf16 results are
# rounded): a few ulps of the dtype at the output's largest magnitude.
ULPS = 8
DEFAULT_DTYPE = torch.float16       # the Tensor Core path; the other dtypes are slow tests


def _params() -> list[object]:
    params = []
    for name, model in hf_corpus.MODELS.items():
        for dtype in model.dtypes:
            for target in TARGETS:
                marks = () if dtype == DEFAULT_DTYPE else (pytest.mark.slow,)
                params.append(pytest.param(name, dtype, target, marks=marks,
                                           id=f"{name}-{hf_corpus.dtype_name(dtype)}-{target}"))
    return params


Exported = tuple[Path, tuple["torch.Tensor", ...], "torch.Tensor"]


@pytest.fixture(scope="session")
def exported(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str, torch.dtype], Exported]:
    """(exported MLIR file, inputs, eager output) per model and dtype, once per session."""
    folder = tmp_path_factory.mktemp("hf-corpus")
    cache: dict[tuple[str, str], Exported] = {}

    def export(name: str, dtype: torch.dtype) -> Exported:
        key = (name, hf_corpus.dtype_name(dtype))
        if key not in cache:
            module, inputs = hf_corpus.build(name, dtype)
            with torch.no_grad():
                expected = module(*inputs)
            path = folder / f"{name}_{key[1]}.mlir"
            path.write_text(hf_corpus.export(name, module, inputs))
            cache[key] = (path, inputs, expected)
        return cache[key]

    return export


@pytest.mark.parametrize("name,dtype,target", _params())
def test_model_verifies_in_the_emulator_and_matches_eager(exported: Callable[[str, torch.dtype], Exported],
                                                          name: str, dtype: torch.dtype, target: str) -> None:
    path, inputs, expected = exported(name, dtype)
    compiled = compile_input(str(path), CompileOptions(emit="ptx", manifest=True, remarks="json", target=target))
    assert compiled.manifest is not None
    (run,) = emulate_compiled(compiled_for_run(compiled), str(path), inputs=bench_models.numpy_inputs(inputs),
                              racecheck=True)
    assert run.checks and run.ok, [check for check in run.checks if not check.ok]
    (output,) = run.outputs.values()
    got = torch.from_numpy(np.asarray(output, dtype=np.float64))
    scale = max(float(expected.abs().max()), 1.0)
    torch.testing.assert_close(got, expected.double(), rtol=0.0, atol=ULPS * torch.finfo(dtype).eps * scale)
    if dtype != torch.float32:
        # Every model holds contractions (linear layers, attention, convolutions): f16/bf16 ones
        # run on Tensor Cores.
        counts = bench_models.count_kernels(compiled.manifest["functions"][0], set(kernel_problems(compiled)),
                                            set(kernel_attention(compiled)), kernel_explanations(compiled))
        assert counts.tensor_core > 0


ATTENTION_MODELS = {"llama": "top_left", "qwen2": "top_left", "gpt2": "top_left", "bert": "none", "vit": "none"}


@pytest.mark.parametrize("name", list(ATTENTION_MODELS))
def test_attention_is_one_op_per_layer(tmp_path: Path, name: str) -> None:
    """With head dim 64 (hf_corpus.HEAD_DIM_64), each model's one layer of eager attention (its
    RoPE, GQA repeat_kv, causal mask built of position gathers, f32 softmax, [B, S, H*D] output
    layout) is one tir.attention on sm_80 and sm_90a; the reference of the rewritten linalg agrees
    with the exported one's; the model verifies in the emulator and
    matches eager PyTorch."""
    from tirc.driver import run_passes
    from tirc.reference import evaluate
    from tirc.schedule.attention import ATTENTION_OP

    module, inputs = hf_corpus.build(name, torch.float16, **hf_corpus.HEAD_DIM_64[name])
    path = tmp_path / f"{name}.mlir"
    path.write_text(hf_corpus.export(name, module, inputs))
    for target in TARGETS:
        text = compile_input(str(path), CompileOptions(emit="tensorir", target=target)).payload.decode()
        assert text.count(f'"{ATTENTION_OP}"') == 1, f"{name} on {target}: {text.count(ATTENTION_OP)} attention ops"
        assert f'causal = "{ATTENTION_MODELS[name]}"' in text
    fused = run_passes(str(path), "canonicalize,cse,tir-fold-constants,tir-fuse-attention", "sm_80", False,
                       isolated=False).text
    arrays = bench_models.numpy_inputs(inputs)
    reference, rewritten = evaluate(path.read_text(), name, arrays), evaluate(fused, name, arrays)
    (want,), (got,) = reference.results, rewritten.results
    # Both references compute in float64 (their bounds are infinite past the layer norms): the
    # fused op must give the same hidden state up to float64 roundings, far below an ulp of f16.
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-6 * max(1.0, float(np.max(np.abs(want)))))
    with torch.no_grad():
        expected = module(*inputs)
    compiled = compile_input(str(path), CompileOptions(emit="ptx", manifest=True, remarks="json", target="sm_80"))
    counts = bench_models.count_kernels(compiled.manifest["functions"][0], set(kernel_problems(compiled)),
                                        set(kernel_attention(compiled)), kernel_explanations(compiled))
    assert counts.attention == 1, counts
    (run,) = emulate_compiled(compiled_for_run(compiled), str(path), inputs=arrays, racecheck=True)
    assert run.checks and run.ok, [check for check in run.checks if not check.ok]
    (output,) = run.outputs.values()
    scale = max(float(expected.abs().max()), 1.0)
    torch.testing.assert_close(torch.from_numpy(np.asarray(output, dtype=np.float64)), expected.double(), rtol=0.0,
                               atol=ULPS * torch.finfo(torch.float16).eps * scale)


def test_bench_prints_a_row_per_target(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_models.main(["--models", "bert", "--dtypes", "f16", "--no-inductor"]) == 0
    table = capsys.readouterr().out.splitlines()
    assert table[0].split()[:8] == ["model", "dtype", "target", "kernels", "TC", "attention", "SIMT", "mm"]
    rows = [line.split() for line in table[1:]]
    assert [row[:3] for row in rows] == [["bert", "float16", target] for target in TARGETS]
    for row in rows:
        kernels, tensor_core, attention, simt_contractions, elementwise = (int(cell) for cell in row[3:8])
        # BERT's 8 contractions (Q, K, V, QK^T, PV, output, two MLP layers) all take Tensor Cores:
        # the corpus' 16-wide heads are narrower than the attention kernels take (HEAD_DIMS).
        assert (tensor_core, attention, simt_contractions) == (8, 0, 0) and 0 < elementwise < kernels
        assert float(row[10]) <= ULPS * torch.finfo(torch.float16).eps   # max relative error vs eager
        assert len(row) == 13, row                                        # no error column


def test_bench_rejects_an_unknown_model(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        bench_models.main(["--models", "gpt5"])
    assert "unknown gpt5" in capsys.readouterr().err


def test_bench_counts_inductor_kernels() -> None:
    kernels, externs, error = bench_models.inductor_counts("bert", torch.float32)
    assert error is None and kernels is not None and kernels > 0
    assert externs is not None and externs > 0        # its linear layers are library GEMM calls
