"""Activation checkpointing that keeps the shared-prefix SFT step, and the caches it needs.

transformers' own gradient checkpointing drops the KV cache inside a checkpointed layer
(`GradientCheckpointingLayer` sets `cache=None`): a layer that appends to a cache would
append a second time when backward replays it. The shared-prefix SFT step (trainer.py)
needs the cache, since every row attends to the prefix's keys and values through it. So
the trainer checkpoints each decoder layer itself (`torch.utils.checkpoint`, non-reentrant)
and gives the layers caches whose `update` has no side effect a replay could repeat:

  RecordingCache     the prefix pass: each layer's first update stores its keys/values and
                     every update returns exactly what it was given (a replay of the prefix
                     recomputes the same tensors and stores nothing)
  FrozenPrefixCache  the rows' pass: update returns cat(prefix, new) and stores nothing, so
                     a replay sees the same prefix; the prefix is expanded to the rows'
                     batch, and its gradient sums over them

A layer called with any other cache (a decoding DynamicCache) runs without checkpointing:
correct, and only then does it keep its activations.
"""

from __future__ import annotations

import functools
import types
from typing import Any

import torch
from torch.utils.checkpoint import checkpoint
from transformers.cache_utils import DynamicCache, DynamicLayer

_WRAPPED = "_parity_checkpointed"


class _RecordingLayer(DynamicLayer):
    def update(self, key_states: torch.Tensor, value_states: torch.Tensor, *args: Any,
               **kwargs: Any) -> tuple[torch.Tensor, torch.Tensor]:
        if not self.is_initialized:
            self.lazy_initialization(key_states, value_states)
            self.keys, self.values = key_states, value_states
        return key_states, value_states


class _FrozenPrefixLayer(DynamicLayer):
    def __init__(self, keys: torch.Tensor, values: torch.Tensor) -> None:
        super().__init__()
        self.lazy_initialization(keys, values)
        self.keys, self.values = keys, values

    def update(self, key_states: torch.Tensor, value_states: torch.Tensor, *args: Any,
               **kwargs: Any) -> tuple[torch.Tensor, torch.Tensor]:
        return (torch.cat([self.keys, key_states], dim=-2),
                torch.cat([self.values, value_states], dim=-2))


class RecordingCache(DynamicCache):
    """Records each layer's keys/values of one forward pass (a prefix), replay-safe."""

    def __init__(self, num_layers: int) -> None:
        super().__init__()
        self.layers = [_RecordingLayer() for _ in range(num_layers)]

    def frozen(self, batch: int) -> FrozenPrefixCache:
        """The recorded prefix, repeated for `batch` rows, as a read-only cache."""
        return FrozenPrefixCache([(layer.keys.expand(batch, *layer.keys.shape[1:]),
                                   layer.values.expand(batch, *layer.values.shape[1:]))
                                  for layer in self.layers])


class FrozenPrefixCache(DynamicCache):
    """A prefix every call attends to and no call extends."""

    def __init__(self, keys_values: list[tuple[torch.Tensor, torch.Tensor]]) -> None:
        super().__init__()
        self.layers = [_FrozenPrefixLayer(k, v) for k, v in keys_values]


_REPLAY_SAFE = (RecordingCache, FrozenPrefixCache)


def _checkpointed_forward(self: torch.nn.Module, *args: Any, **kwargs: Any) -> Any:
    forward = functools.partial(type(self).forward, self)
    cache = kwargs.get("cache", kwargs.get("past_key_values"))
    if (self.training and torch.is_grad_enabled()
            and (cache is None or isinstance(cache, _REPLAY_SAFE))):
        return checkpoint(forward, *args, use_reentrant=False, **kwargs)
    return forward(*args, **kwargs)


def decoder_layers(model: torch.nn.Module) -> list[torch.nn.Module]:
    return [m for m in model.modules() if type(m).__name__.endswith("DecoderLayer")]


def checkpoint_decoder_layers(model: torch.nn.Module) -> int:
    """Recompute every decoder layer in backward; returns how many were wrapped. The wrapper
    is an instance method that calls the class's forward, so a deepcopy of the model (the
    KL reference) checkpoints its own layers, and only while training with gradients."""
    layers = decoder_layers(model)
    if not layers:
        raise ValueError(f"{type(model).__name__} has no *DecoderLayer modules to checkpoint")
    for layer in layers:
        if not getattr(layer, _WRAPPED, False):
            layer.forward = types.MethodType(_checkpointed_forward, layer)
            setattr(layer, _WRAPPED, True)
    return len(layers)
