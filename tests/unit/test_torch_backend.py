"""``torch.compile(model, backend="tirc")``: the graph is split between tirc (contractions with
epilogues, elementwise chains) and eager PyTorch (the rest); the result matches eager on CPU
and the ``tirc.torch`` logger says what went where."""

from __future__ import annotations

import logging

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("torch_mlir")

import tirc.torch  # noqa: E402,F401  (registers the backend)


class SortedMlp(torch.nn.Module):
    """Linear and GELU (tirc), a sort (eager: no tirc kernel sorts), Linear, ReLU and a shift (tirc)."""

    def __init__(self) -> None:
        super().__init__()
        self.up = torch.nn.Linear(16, 24)
        self.down = torch.nn.Linear(24, 8)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        hidden = torch.sort(torch.nn.functional.gelu(self.up(x)), dim=-1).values
        return torch.relu(self.down(hidden)) + 1.0


def test_a_mixed_model_matches_eager_and_logs_where_each_op_ran(caplog: pytest.LogCaptureFixture) -> None:
    torch._dynamo.reset()
    torch.manual_seed(0)
    model = SortedMlp()
    x = torch.randn(9, 16)
    with torch.no_grad(), caplog.at_level(logging.INFO, logger="tirc.torch"):
        got = torch.compile(model, backend="tirc", dynamic=False)(x)
        expected = model(x)
    torch.testing.assert_close(got, expected, rtol=1e-5, atol=1e-5)
    messages = [record.getMessage() for record in caplog.records]
    assert "eager: sort (no tirc kernel for it)" in messages
    tirc_parts = sorted(message.split(": ", 2)[2] for message in messages if message.startswith("tirc: "))
    assert tirc_parts == ["linear, gelu", "linear, relu, add"]
    assert sum(message.startswith("tirc compiled ") for message in messages) == 2


def test_a_graph_that_needs_gradients_stays_eager(caplog: pytest.LogCaptureFixture) -> None:
    torch._dynamo.reset()
    torch.manual_seed(0)
    model = SortedMlp()
    x = torch.randn(9, 16)
    with caplog.at_level(logging.INFO, logger="tirc.torch"):
        got = torch.compile(model, backend="tirc", dynamic=False)(x)
    got.sum().backward()
    assert model.up.weight.grad is not None
    torch.testing.assert_close(got, model(x), rtol=1e-6, atol=1e-6)
    assert any("require gradients" in record.getMessage() for record in caplog.records)
    assert not any(record.getMessage().startswith("tirc compiled ") for record in caplog.records)


def test_a_subgraph_tirc_cannot_compile_runs_eager(caplog: pytest.LogCaptureFixture) -> None:
    """torch-mlir lowers sort to tm_tensor.sort, which tirc does not parse: tirc refuses it, eager runs it."""
    from tirc.torch.backend import TircPartition

    graph = torch.fx.symbolic_trace(lambda x: torch.sort(x, 0).values * 2.0)
    partition = TircPartition("tirc_sort", graph)
    x = torch.randn(5, 4)
    with caplog.at_level(logging.INFO, logger="tirc.torch"):
        assert torch.equal(partition(x), graph(x))
        assert torch.equal(partition(x), graph(x))   # decided once per shape: no second attempt
    refusals = [r.getMessage() for r in caplog.records if r.getMessage().startswith("eager: tirc_sort (tirc cannot")]
    assert len(refusals) == 1


def test_dropout_in_training_stays_eager_and_says_why(caplog: pytest.LogCaptureFixture) -> None:
    """Eval-mode dropout is the identity and joins tirc's partition; in training it draws random
    numbers, which no tirc kernel does."""
    torch._dynamo.reset()
    model = torch.nn.Sequential(torch.nn.Linear(8, 8), torch.nn.Dropout(0.5), torch.nn.Linear(8, 4))
    x = torch.randn(3, 8)
    for training in (False, True):
        torch._dynamo.reset()
        caplog.clear()
        with torch.no_grad(), caplog.at_level(logging.INFO, logger="tirc.torch"):
            torch.compile(model.train(training), backend="tirc", dynamic=False)(x)
        messages = [record.getMessage() for record in caplog.records]
        if training:
            assert "eager: dropout (dropout in training draws random numbers)" in messages
            assert "split: 2 tirc partitions, 1 eager ops" in messages
        else:
            assert "split: 1 tirc partitions, 0 eager ops" in messages
