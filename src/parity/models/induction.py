"""A copy circuit written into the tiny default's first two layers, and kept fixed.

An agent that edits code copies: `edit_file`'s `old_string` must repeat the file's text
exactly, and names, paths and constants come from tool output. Transformers copy with an
induction circuit (Olsson et al. 2022, "In-context Learning and Induction Heads"): a head
that moves each token's predecessor into its position, and a later head whose query (the
current token) finds the earlier position whose predecessor matches, and copies the token
there. Trained from scratch, a model finds this circuit only after a long plateau; Aoyama
et al. (2025, "Predicting the Formation of Induction Heads") put the onset at about
10^5.7 * sqrt(batch * context) tokens, some 2e7 tokens for our pre-training batches. On two
CPU cores that is most of an hour, and we measured none after 540 s of pre-training (a
repeated snippet was predicted no better the second time), which left the quickstart's
model unable to repeat a function name it had just read.

With `TinyConfig(copy_circuit=True)` (`parity model build --copy-circuit`, the quickstart's
`copy_circuit = true`) the tiny model starts with the circuit written into its weights (a real
Qwen2: the engine, the trainer and Hugging Face run it unchanged):

- the residual stream is split: token embeddings live in the first hidden_size - head_dim
  dimensions, the last head_dim carry "the previous token";
- layer 0: every head attends to the previous position. The query and key weights are zero;
  their biases are constant vectors whose RoPE phase peaks at a distance of one token, over the
  four fastest rotary frequencies. Head 0 writes a projection of that token's embedding into
  the "previous token" dimensions;
- layer 1, head 0: the query is a projection of the current token's embedding, the key the same
  projection of the previous-token dimensions, both only in rotary dimensions whose frequency
  is below 2e-4 (`rope_theta` 1e15, head size 64), so the match is the same at any distance
  in the context; the value and output copy the attended token's embedding back to the
  token dimensions, where the tied unembedding reads it as a prediction.

The attention of layers 0 and 1 is then frozen (declared under `FROZEN_ATTR` in the model's
config, which the trainer honours for any model: train/freeze.py): Adam moves every weight by
about the learning rate per step, which erased the circuit within 200 pre-training steps when
it was left trainable; frozen, it survives pre-training, SFT and RL, and the later layers
learn when to use it. Measured on held-out
standard-library code (mean loss on the first and on the second copy of a 120-token
snippet): from scratch, 4.26 / 4.21 after 120 s of pre-training; with the circuit, 7.59 / 3.27
at initialisation and 4.38 / 2.77 after the same 120 s.

It is off by default because it has not yet paid off where it matters. On the quickstart's
tasks (2 CPUs) the model with the circuit solved 12/100 unseen functions of the demonstrated
kinds after 383 SFT steps and none of the RL-only kinds, greedy or sampled; SFT
teaches it to copy a line once it has started it, not yet which line to start. And its heads
are 64 wide (the slow rotary pairs need the room), which costs about 20 % of training tokens/s
at hidden size 192. With about twice the quickstart's SFT it reached 43.0 % (129/300) on the
demonstrated kinds, against 30.0 % without it after as many steps (docs/training.md). On
fixes no training saw (the quickstart's claim set, seed 0): 39 of 99 after 680 SFT steps,
against 14 of 99 without it after 340 or 680, and 0 of 99 with it after 340.
"""

from __future__ import annotations

import math
from typing import Any

import torch

from parity.train.freeze import FROZEN_ATTR

ROPE_THETA = 1e15
HEAD_DIM = 64
PREV_PAIRS = 4       # rotary pairs (the fastest) that place layer 0's attention one token back
STABLE_FROM = 8      # rotary pairs from here on turn less than 0.4 rad over 2,000 tokens
PREV_SCORE = 400.0   # |q| * |k| of the previous-token pattern, per pair
MATCH_SCALE = 3.0    # sharpness of the match in layer 1
COPY_SCALE = 0.5     # weight of the copied embedding in the token dimensions
OUTPUT_SCALE = 4.0   # final norm gain: logits start confident enough to show the copy


def _orthonormal_rows(rows: int, cols: int, gen: torch.Generator) -> torch.Tensor:
    q, _ = torch.linalg.qr(torch.randn(max(rows, cols), max(rows, cols), generator=gen))
    return q[:rows, :cols].contiguous()


def _check_shape(config: Any) -> None:
    hd, d = config.head_dim, config.hidden_size
    problems = []
    if config.num_hidden_layers < 2:
        problems.append("at least 2 layers")
    if d < 2 * hd:  # token dims (d - hd) must hold a head's projection; hd carry the previous token
        problems.append(f"hidden_size of at least {2 * hd} (twice head_dim {hd}; it is {d})")
    if hd // 2 - STABLE_FROM < 8:
        problems.append(f"head_dim of at least {2 * (STABLE_FROM + 8)}")
    if problems:
        raise ValueError("the copy circuit needs " + "; ".join(problems))


@torch.no_grad()
def install(model: Any, seed: int = 0) -> list[str]:
    """Write the circuit into a freshly initialised Qwen2-style model (dense or MoE): token
    embeddings in the first hidden_size - head_dim dimensions, the previous token in the
    last head_dim. Returns the parameter-name prefixes to freeze (also stored on the config
    as FROZEN_ATTR)."""
    cfg = model.config
    _check_shape(cfg)
    d, hd, heads = cfg.hidden_size, cfg.head_dim, cfg.num_attention_heads
    kv_heads, half, E = cfg.num_key_value_heads, cfg.head_dim // 2, cfg.hidden_size - cfg.head_dim
    gen = torch.Generator().manual_seed(seed)
    theta = cfg.rope_parameters["rope_theta"]
    inv_freq = theta ** (-torch.arange(0, hd, 2, dtype=torch.float64) / hd)
    emb = model.model.embed_tokens.weight
    emb[:, E:] = 0
    layer0, layer1 = model.model.layers[0].self_attn, model.model.layers[1].self_attn

    # layer 0: attend one token back. With q = a (real) and k = b * e^{i w} in a rotary pair
    # of frequency w, the score between positions m and n is a * b * cos(w * (m - n - 1)).
    for p in (layer0.q_proj.weight, layer0.k_proj.weight, layer0.v_proj.weight,
              layer0.v_proj.bias, layer0.o_proj.weight):
        p.zero_()
    q_bias, k_bias = torch.zeros(heads, hd), torch.zeros(kv_heads, hd)
    amp = math.sqrt(PREV_SCORE)
    for i in range(PREV_PAIRS):
        w = float(inv_freq[i])
        q_bias[:, i] = amp
        k_bias[:, i], k_bias[:, i + half] = amp * math.cos(w), amp * math.sin(w)
    layer0.q_proj.bias.copy_(q_bias.flatten())
    layer0.k_proj.bias.copy_(k_bias.flatten())
    proj = _orthonormal_rows(hd, E, gen)  # the previous token's embedding, seen through proj
    layer0.v_proj.weight[:hd, :E] = proj
    token_rms = emb[:, :E].pow(2).sum(1).mean().div(d).sqrt()
    layer0.o_proj.weight[E:, :hd] = torch.eye(hd) * token_rms  # head 0 -> previous-token dims

    # layer 1, head 0 (and its key/value head 0): match and copy.
    match = torch.zeros(hd, hd)
    slow = [*range(STABLE_FROM, half), *range(half + STABLE_FROM, hd)]
    match[slow] = _orthonormal_rows(len(slow), hd, gen)
    for p in (layer1.q_proj.weight, layer1.q_proj.bias, layer1.k_proj.weight, layer1.k_proj.bias,
              layer1.v_proj.weight, layer1.v_proj.bias, layer1.o_proj.weight):
        p.zero_()
    layer1.q_proj.weight[:hd, :E] = MATCH_SCALE * (match @ proj)
    layer1.k_proj.weight[:hd, E:] = MATCH_SCALE * match
    out = _orthonormal_rows(hd, E, gen)
    layer1.v_proj.weight[:hd, :E] = out
    layer1.o_proj.weight[:E, :hd] = COPY_SCALE * out.T

    for layer in (0, 1):  # the circuit's MLPs start quiet; they are trained
        for name, p in model.model.layers[layer].mlp.named_parameters():
            if name.endswith(("down_proj", "down_proj.weight")):  # dense, or MoE experts
                p.mul_(0.1)
    model.model.norm.weight.mul_(OUTPUT_SCALE)
    frozen = [f"model.layers.{i}.{part}" for i in (0, 1)
              for part in ("self_attn.", "input_layernorm.")]
    setattr(cfg, FROZEN_ATTR, frozen)
    return frozen

