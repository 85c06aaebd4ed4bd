"""Hugging Face models through ``tirc.torch``: small random-init configs (nothing downloaded), run on
CPU tensors in the PTX emulator against eager PyTorch in float32.

``tirc.torch.compile`` passes every buffer as an input, non-persistent ones too (BERT's
``position_ids``, Llama's rotary ``inv_freq``), keeps a ``ModelOutput``'s structure and drops the
cache; ``torch.compile(backend="tirc")`` keeps a transformer's forward in one tirc partition.
"""

from __future__ import annotations

import logging

import pytest

from tirc.diagnostics import TircError

torch = pytest.importorskip("torch")
pytest.importorskip("torch_mlir")
transformers = pytest.importorskip("transformers")

import tirc.torch  # noqa: E402  (after the skips: it needs torch)

SEQUENCE = 5
VOCAB = 32


def _bert() -> torch.nn.Module:
    config = transformers.BertConfig(hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                                     intermediate_size=32, vocab_size=VOCAB, max_position_embeddings=16)
    return transformers.BertModel(config).eval()


def _gpt2() -> torch.nn.Module:
    config = transformers.GPT2Config(n_embd=16, n_layer=1, n_head=2, vocab_size=VOCAB, n_positions=16,
                                     bos_token_id=0, eos_token_id=0)
    return transformers.GPT2Model(config).eval()


def _llama() -> torch.nn.Module:
    config = transformers.LlamaConfig(hidden_size=16, intermediate_size=32, num_hidden_layers=1,
                                      num_attention_heads=4, num_key_value_heads=2, vocab_size=VOCAB,
                                      max_position_embeddings=16)
    return transformers.LlamaModel(config).eval()


def _ids() -> torch.Tensor:
    return torch.randint(0, VOCAB, (1, SEQUENCE), generator=torch.Generator().manual_seed(1))


def _assert_close(got: torch.Tensor, expected: torch.Tensor) -> None:
    # f32 kernels against f32 eager: a few roundings apart, in another order.
    torch.testing.assert_close(got, expected, rtol=1e-5, atol=1e-5)


class Scaled(torch.nn.Module):
    """A linear layer scaled by a non-persistent buffer: in named_buffers, not in the state_dict."""

    def __init__(self) -> None:
        super().__init__()
        self.linear = torch.nn.Linear(8, 4)
        self.register_buffer("scale", torch.full((4,), 2.0), persistent=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.linear(x) * self.scale


def test_a_non_persistent_buffer_is_an_input_read_at_each_call() -> None:
    torch.manual_seed(0)
    module = Scaled()
    assert "scale" not in module.state_dict()
    x = torch.randn(3, 8)
    compiled = tirc.torch.compile(module, x)
    assert "scale" in compiled.state_names
    with torch.no_grad():
        _assert_close(compiled(x), module(x))
        module.scale.fill_(-3.0)   # compiled in, the old value would stay
        _assert_close(compiled(x), module(x))


def test_bert_with_its_non_persistent_position_ids_matches_eager() -> None:
    torch.manual_seed(0)
    model = _bert()
    state = model.state_dict()
    assert any(name not in state for name, _ in model.named_buffers())   # the case under test
    ids = _ids()
    mask = torch.ones(1, SEQUENCE, dtype=torch.int64)
    mask[0, :2] = 0
    got = tirc.torch.compile(model, ids, mask)(ids, mask)
    with torch.no_grad():
        expected = model(ids, mask)
    assert type(got) is type(expected) and list(got.keys()) == ["last_hidden_state", "pooler_output"]
    _assert_close(got.last_hidden_state, expected.last_hidden_state)
    _assert_close(got.pooler_output, expected.pooler_output)


def test_llama_returns_its_model_output_without_the_cache() -> None:
    torch.manual_seed(0)
    model = _llama()
    ids = _ids()
    with torch.no_grad():
        expected = model(ids)
    assert isinstance(expected.past_key_values, transformers.DynamicCache)   # what eager returns
    got = tirc.torch.compile(model, ids)(ids)
    assert type(got) is type(expected)
    assert list(got.keys()) == ["last_hidden_state"] and got.past_key_values is None
    _assert_close(got.last_hidden_state, expected.last_hidden_state)


def test_strict_outputs_refuse_the_cache() -> None:
    model, ids = _gpt2(), _ids()
    with pytest.raises(TircError, match="outputs hold DynamicCache, not tensors") as error:
        tirc.torch.compile(model, ids, outputs="strict")
    assert 'outputs="tensors"' in (error.value.hint or "")
    with pytest.raises(TircError, match="outputs='everything'"):
        tirc.torch.compile(model, ids, outputs="everything")


@pytest.mark.parametrize("make,eager_ops", [pytest.param(_gpt2, [], id="gpt2"),
                                            pytest.param(_llama, ["_log_api_usage_once"], id="llama")])
def test_torch_compile_keeps_the_forward_in_one_tirc_partition(make, eager_ops: list[str],
                                                               caplog: pytest.LogCaptureFixture) -> None:
    """Embeddings, views, transposes, concatenation, rotary cos/sin and attention stay in tirc; eager
    keeps only PyTorch's API-usage logging call (Llama's rotary autocast context), no tensor op."""
    torch._dynamo.reset()
    torch.manual_seed(0)
    model, ids = make(), _ids()
    with torch.no_grad(), caplog.at_level(logging.INFO, logger="tirc.torch"):
        got = torch.compile(model, backend="tirc", dynamic=False)(ids)
        expected = model(ids)
    _assert_close(got.last_hidden_state, expected.last_hidden_state)
    messages = [record.getMessage() for record in caplog.records]
    assert f"split: 1 tirc partitions, {len(eager_ops)} eager ops" in messages
    assert [message.split(" ")[1] for message in messages if message.startswith("eager: ")] == eager_ops
    assert sum(message.startswith("tirc compiled ") for message in messages) == 1
