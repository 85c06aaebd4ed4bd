"""Hugging Face models for tirc to compile whole: tiny random-init configs, one per family.

Each model is built from a small config (hidden size 32, one layer, 7 tokens, 16x16 images) with
random weights, so nothing is downloaded, and wrapped in an ``nn.Module`` that takes tensors and
returns the last hidden state (no cache, no output dataclass), which torch-mlir exports to
linalg-on-tensors with the weights as constants. ``tests/unit/test_hf_corpus.py`` compiles and
verifies the ones that compile today; ``bench/models.py`` prints what happens to each.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from dataclasses import dataclass

import torch
from torch import nn

FLOATS = (torch.float32, torch.float16, torch.bfloat16)
SEQUENCE = 7        # tokens: no multiple of a Tensor Core tile
VOCABULARY = 64
IMAGE = 16          # pixels a side


class LastHiddenState(nn.Module):
    """``model(**inputs).last_hidden_state`` as a function of tensors, for torch.export."""

    def __init__(self, model: nn.Module, input_names: tuple[str, ...]) -> None:
        super().__init__()
        self.model = model
        self.input_names = input_names
        # torch.export finds no state mapping for non-persistent buffers (RoPE's inv_freq, BERT's
        # position ids) of a module it is not given as a whole; as persistent ones they become
        # constants like the weights.
        for module in self.model.modules():
            module._non_persistent_buffers_set.clear()

    def forward(self, *inputs: torch.Tensor) -> torch.Tensor:
        outputs = self.model(**dict(zip(self.input_names, inputs)), return_dict=True)
        return outputs.last_hidden_state


def _text(model_class: str, config_class: str, **config: object) -> Callable[[], nn.Module]:
    def make(**overrides: object) -> nn.Module:
        import transformers

        settings = getattr(transformers, config_class)(**{**config, **overrides})
        settings._attn_implementation = "eager"   # explicit matmuls and softmax, no SDPA decomposition
        model = getattr(transformers, model_class)(settings).eval()
        return LastHiddenState(model, ("input_ids",))
    return make


def _vision(model_class: str, config_class: str, **config: object) -> Callable[[], nn.Module]:
    def make(**overrides: object) -> nn.Module:
        import transformers

        settings = getattr(transformers, config_class)(**{**config, **overrides})
        settings._attn_implementation = "eager"
        model = getattr(transformers, model_class)(settings).eval()
        return LastHiddenState(model, ("pixel_values",))
    return make


def _token_ids(dtype: torch.dtype) -> tuple[torch.Tensor, ...]:
    return (torch.randint(0, VOCABULARY, (1, SEQUENCE)),)


def _pixels(channels: int) -> Callable[[torch.dtype], tuple[torch.Tensor, ...]]:
    return lambda dtype: (torch.randn(1, channels, IMAGE, IMAGE, dtype=dtype),)


_DECODER = dict(vocab_size=VOCABULARY, hidden_size=32, intermediate_size=64, num_hidden_layers=1,
                num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64, use_cache=False)


@dataclass(frozen=True)
class Model:
    """One corpus model: how to build it (random weights, f32) and its example inputs in a dtype."""

    make: Callable[..., nn.Module]            # config overrides -> the model
    inputs: Callable[[torch.dtype], tuple[torch.Tensor, ...]]
    dtypes: tuple[torch.dtype, ...] = FLOATS


MODELS: dict[str, Model] = {
    # RoPE and grouped-query attention: 4 query heads share 2 key/value heads.
    "llama": Model(_text("LlamaModel", "LlamaConfig", **_DECODER), _token_ids),
    "qwen2": Model(_text("Qwen2Model", "Qwen2Config", **_DECODER), _token_ids),
    "gpt2": Model(_text("GPT2Model", "GPT2Config", vocab_size=VOCABULARY, n_embd=32, n_layer=1, n_head=2,
                        n_positions=64, bos_token_id=0, eos_token_id=0, use_cache=False), _token_ids),
    "bert": Model(_text("BertModel", "BertConfig", vocab_size=VOCABULARY, hidden_size=32, num_hidden_layers=1,
                        num_attention_heads=2, intermediate_size=64, max_position_embeddings=64),
                  _token_ids),
    "vit": Model(_vision("ViTModel", "ViTConfig", hidden_size=32, num_hidden_layers=1, num_attention_heads=2,
                         intermediate_size=64, image_size=IMAGE, patch_size=4, num_channels=3), _pixels(3)),
    "resnet": Model(_vision("ResNetModel", "ResNetConfig", num_channels=3, embedding_size=8, hidden_sizes=[8, 16],
                            depths=[1, 1], layer_type="basic"), _pixels(3)),
}


# Config overrides that give each attention model head dim 64, one tirc's attention kernels take
# (tirc.schedule.attention.HEAD_DIMS): the corpus' own head dims (8, 16) stay unfused contractions.
HEAD_DIM_64: dict[str, dict[str, object]] = {
    "llama": dict(hidden_size=256, intermediate_size=512),      # 4 heads, 2 KV heads
    "qwen2": dict(hidden_size=256, intermediate_size=512),
    "gpt2": dict(n_embd=128),                                   # 2 heads
    "bert": dict(hidden_size=128, intermediate_size=256),
    "vit": dict(hidden_size=128, intermediate_size=256),
}


def dtype_name(dtype: torch.dtype) -> str:
    return str(dtype).removeprefix("torch.")


def build(name: str, dtype: torch.dtype, **overrides: object) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    """Corpus model ``name`` in ``dtype`` (seeded random weights, its config with ``overrides``)
    and its example inputs."""
    import transformers

    transformers.logging.set_verbosity_error()   # config notes on tiny vocabularies, nothing to act on
    model = MODELS[name]
    torch.manual_seed(0)
    with warnings.catch_warnings():
        # transformers' notes on random init and unused config keys: nothing a corpus model can change.
        warnings.simplefilter("ignore")
        module = model.make(**overrides).to(dtype)
    return module, model.inputs(dtype)


def export(name: str, module: nn.Module, inputs: tuple[torch.Tensor, ...]) -> str:
    """``module`` exported with torch-mlir at ``inputs`` as linalg-on-tensors MLIR text."""
    from torch_mlir import fx

    with warnings.catch_warnings():
        # torch.export's own use of a deprecated pytree API, not something a corpus model does.
        warnings.simplefilter("ignore", FutureWarning)
        exported = fx.export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name=name)
    return str(exported)
