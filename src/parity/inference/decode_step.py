"""The built-in engine's decode step for Llama-family models on the CPU kernel path: the same
computation as the model's own forward, without transformers' module tree around it.

A decode step of a small model is hundreds of small calls; around them transformers builds
a mask, a cache object, keyword arguments, output records and a module call per norm,
projection and activation. This step calls what does the arithmetic (the embedding, the
rotary table, each norm module, the packed linears of `packed.py` with q/k/v and gate/up as
one matrix each, the attention kernel of `cpu_attention.py`, the model's activation times up
through `fused_layers.act_mul` as the MLP's forward does) in the
order `LlamaDecoderLayer.forward` does, so the logits are those of the model's forward, bit
for bit (tests/unit/test_cpu_attention.py holds it). Two things it does with fewer calls:
rotary position embedding is applied to the query and key heads together (one product over
[B, H + Hk, D] instead of one per tensor; the same values), and q/k/v (gate/up) are taken
as column slices of one packed product instead of through each projection module.

```
 ids [B, 1], positions [B, 1], each row's first real column [B]
   embed -> cos, sin (the model's rotary module)
   per layer: h += o_proj(kernel(rotary(qkv(norm(h))), slab))
              h += down(act(gate(norm(h))) * up(norm(h)))
   norm -> lm_head -> logits [B, V]
```

Used by TorchEngine when its decode goes through the kernel and the model fits (`unfit`):
Llama, Qwen2 and Mistral as transformers writes them (q/k/v/o projections, gate/up/down MLP,
pre-norms, no q/k norms); anything else decodes through the model's forward as before.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import torch

from parity.inference import cpu_attention, fused_layers
from parity.inference.kv_slab import KVSlab
from parity.inference.packed import FusedPack, PackedLinear

MODEL_TYPES = ("llama", "qwen2", "mistral")
ATTENTION_PARTS = ("q_proj", "k_proj", "v_proj", "o_proj")
MLP_PARTS = ("gate_proj", "up_proj", "down_proj", "act_fn")
LAYER_PARTS = ("input_layernorm", "self_attn", "post_attention_layernorm", "mlp")


def unfit(model: torch.nn.Module) -> str | None:
    """Why this step cannot decode `model` (its forward then does), or None."""
    cfg = model.config.get_text_config()
    if cfg.model_type not in MODEL_TYPES:
        return f"model type {cfg.model_type!r} (the step knows {', '.join(MODEL_TYPES)})"
    inner = getattr(model, "model", None)
    if inner is None or not all(hasattr(inner, n) for n in ("embed_tokens", "layers", "norm",
                                                            "rotary_emb")):
        return "not laid out as transformers' Llama family (model.embed_tokens, layers, norm)"
    if not hasattr(model, "lm_head"):
        return "no lm_head"
    for layer in inner.layers:
        if not all(hasattr(layer, n) for n in LAYER_PARTS):
            return f"a decoder layer without {', '.join(LAYER_PARTS)}"
        attn, mlp = layer.self_attn, layer.mlp
        if not all(hasattr(attn, n) for n in ATTENTION_PARTS) or hasattr(attn, "q_norm"):
            return "an attention layer other than q/k/v/o projections"
        if not all(hasattr(mlp, n) for n in MLP_PARTS):
            return "an MLP other than gate/up/down"
    return None


def _fused(parts: list[torch.nn.Module]) -> FusedPack | None:
    """The packed matrix that computes exactly `parts` in this order, if there is one."""
    first = parts[0]
    if not isinstance(first, PackedLinear) or first.fused is None:
        return None
    return first.fused if first.fused.members == parts else None


@dataclass
class _Layer:
    input_norm: Any
    post_norm: Any
    qkv: FusedPack | None
    q: Any
    k: Any
    v: Any
    o: Any
    gate_up: FusedPack | None
    gate: Any
    up: Any
    down: Any
    act: Any
    heads: int
    kv_heads: int
    head_dim: int
    scaling: float


class DecodeStep:
    """`step(ids_B1, positions_B1, slab, start_B)`: the logits [B, V] of one decode step,
    the new keys and values written into `slab`'s next column (the caller advances it). Run
    it under torch.inference_mode (the engine's thread does)."""

    def __init__(self, model: torch.nn.Module) -> None:
        if (why := unfit(model)) is not None:
            raise ValueError(f"the decode step does not fit this model: {why}")
        cfg = model.config.get_text_config()
        heads = int(cfg.num_attention_heads)
        kv_heads = int(getattr(cfg, "num_key_value_heads", None) or heads)
        head_dim = int(getattr(cfg, "head_dim", None) or cfg.hidden_size // heads)
        self.model, self.inner = model, model.model
        self.layers: list[_Layer] = []
        for layer in self.inner.layers:
            a, m = layer.self_attn, layer.mlp
            self.layers.append(_Layer(
                layer.input_layernorm, layer.post_attention_layernorm,
                _fused([a.q_proj, a.k_proj, a.v_proj]), a.q_proj, a.k_proj, a.v_proj, a.o_proj,
                _fused([m.gate_proj, m.up_proj]), m.gate_proj, m.up_proj, m.down_proj, m.act_fn,
                heads, kv_heads, head_dim, float(a.scaling)))

    def __call__(self, ids_B1: torch.Tensor, positions_B1: torch.Tensor, slab: KVSlab,
                 start_B: torch.Tensor) -> torch.Tensor:
        h = self.inner.embed_tokens(ids_B1)  # [B, 1, E]
        cos, sin = self.inner.rotary_emb(h, positions_B1)  # [B, 1, D]: broadcasts over heads
        B = h.shape[0]
        for L, cache in zip(self.layers, slab.layers, strict=True):
            H, Hk, D = L.heads, L.kv_heads, L.head_dim
            x = L.input_norm(h)
            if L.qkv is not None:
                qkv = L.qkv(x)
            else:
                qkv = torch.cat((L.q(x), L.k(x), L.v(x)), dim=-1)
            qk = qkv[..., :(H + Hk) * D].view(B, H + Hk, D)
            half = D // 2  # transformers' rotate_half: (-x2, x1)
            qk = qk * cos + torch.cat((-qk[..., half:], qk[..., :half]), dim=-1) * sin
            keys, values = cache.update(qk[:, H:, None], qkv[..., (H + Hk) * D:].view(B, Hk, 1, D))
            out = cpu_attention.decode(qk[:, :H], keys, values, start_B, L.scaling)
            h = h + L.o(out.view(B, 1, H * D))
            x = L.post_norm(h)
            if L.gate_up is not None:
                gu = L.gate_up(x)
                inter = L.gate.out_features
                gate, up = gu[..., :inter], gu[..., inter:]
            else:
                gate, up = L.gate(x), L.up(x)
            h = h + L.down(fused_layers.act_mul(L.act, gate, up))  # as the MLP's forward
        return self.model.lm_head(self.inner.norm(h))[:, -1]
