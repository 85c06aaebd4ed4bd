"""``tirc.torch.compile``: PyTorch modules exported with torch-mlir, compiled by tirc, run on CPU
tensors in the PTX emulator, against eager PyTorch.

Eager runs in float32 from the same f16 weights; the kernels round to f16 where torch's f16
program does, so they agree within a few f16 ulps of the output's magnitude.
"""

from __future__ import annotations

import copy

import pytest

from tirc.diagnostics import TircError

torch = pytest.importorskip("torch")
pytest.importorskip("torch_mlir")

import tirc.torch  # noqa: E402  (after the skips: it needs torch)

from tests.unit.torch_corpus import load_corpus  # noqa: E402  (after the skips: it needs torch)

corpus = load_corpus()


def _mlp() -> torch.nn.Module:
    return corpus.Mlp(lambda x: torch.nn.functional.gelu(x, approximate="tanh"))


def _eager_f32(module: torch.nn.Module, *inputs: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return copy.deepcopy(module).float()(*(x.float() for x in inputs))


def _assert_close_f16(got: torch.Tensor, expected: torch.Tensor) -> None:
    assert got.dtype == torch.float16 and got.shape == expected.shape
    scale = float(expected.abs().max())
    # f16 has 11 significant bits: a few roundings of intermediates at the output's scale.
    torch.testing.assert_close(got.float(), expected, rtol=0.0, atol=8 * 2.0 ** -11 * max(scale, 1.0))


@pytest.mark.parametrize("make,shape", [pytest.param(_mlp, (9, 40), id="mlp_gelu_tanh"),
                                        pytest.param(corpus.Block, (2, 9, 32), id="block")])
def test_f16_module_matches_eager_in_the_emulator(make, shape) -> None:
    torch.manual_seed(0)
    module = make().half()
    x = torch.randn(*shape, dtype=torch.float16)
    compiled = tirc.torch.compile(module, x)
    _assert_close_f16(compiled(x), _eager_f32(module, x))


def test_changing_a_parameter_in_place_changes_the_output() -> None:
    torch.manual_seed(0)
    module = _mlp().half()
    x = torch.randn(9, 40, dtype=torch.float16)
    compiled = tirc.torch.compile(module, x)
    before = compiled(x)
    with torch.no_grad():
        module.down.bias.add_(1.0)
    after = compiled(x)
    assert not torch.equal(before, after)
    _assert_close_f16(after, _eager_f32(module, x))


def test_dynamic_batch_runs_at_two_batch_sizes() -> None:
    torch.manual_seed(0)
    module = _mlp().half()
    compiled = tirc.torch.compile(module, torch.randn(9, 40, dtype=torch.float16), dynamic=True)
    for batch in (2, 33):
        x = torch.randn(batch, 40, dtype=torch.float16)
        _assert_close_f16(compiled(x), _eager_f32(module, x))


def test_a_function_of_several_outputs_keeps_their_structure() -> None:
    def norms(x: torch.Tensor, y: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        return (x * y).sum(-1), torch.relu(x - y)

    x, y = torch.randn(9, 16), torch.randn(9, 16)
    sums, relu = tirc.torch.compile(norms, x, y)(x, y)
    torch.testing.assert_close(sums, (x * y).sum(-1), rtol=1e-5, atol=1e-5)
    assert torch.equal(relu, torch.relu(x - y))


def test_a_static_compile_refuses_another_shape_and_dtype() -> None:
    module = _mlp().half()
    compiled = tirc.torch.compile(module, torch.randn(9, 40, dtype=torch.float16))
    with pytest.raises(TircError, match=r"shape \(3, 40\).*take \(9, 40\)"):
        compiled(torch.randn(3, 40, dtype=torch.float16))
    with pytest.raises(TircError, match="dtype torch.float32"):
        compiled(torch.randn(9, 40))


def test_cuda_tensors_go_to_the_gpu_device(monkeypatch: pytest.MonkeyPatch) -> None:
    """A tensor that says it is on CUDA goes to the GPU device, not the emulator: without a GPU,
    its "no CUDA GPU" error (pointing at the emulator)."""
    from tirc.runtime import cuda_device

    class OnCuda(torch.Tensor):
        @property
        def device(self) -> torch.device:
            return torch.device("cuda")

    compiled = tirc.torch.compile(lambda x: x * 2.0, torch.randn(4, 8))
    monkeypatch.setattr(cuda_device, "_gpu_problem", lambda ordinal: "no CUDA driver (test)")
    with pytest.raises(TircError, match="no CUDA GPU") as error:
        compiled(torch.randn(4, 8).as_subclass(OnCuda))
    assert "--emulate" in (error.value.hint or "")


def test_smoke_module_passes_on_the_cpu(capsys: pytest.CaptureFixture[str]) -> None:
    """``python -m tirc.torch.smoke`` (bench/gpu_check.sh's step, there on the GPU) in the emulator."""
    from tirc.torch import smoke

    assert smoke.main(["--device", "cpu"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(" on ")[0] for line in lines] == ["mlp", "transformer-block"]
    assert all(": ok," in line for line in lines)
