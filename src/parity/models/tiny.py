"""The embedded default: a model made here, so nothing needs a hub.

`build_default(out_dir)` trains a byte-level BPE tokenizer on local code (corpus.py), saves it
with Parity's chat template (inference/chat_template.py), and initialises a tiny config of a real
architecture (dense Qwen2, or Qwen2-MoE), optionally with a frozen copy circuit
(induction.py), in the standard layout (config.json, model.safetensors, tokenizer.json,
tokenizer_config.json). Everything downstream loads it as it would any local HF model
(`parity.inference.models.load`); nothing in inference or train imports this package.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from parity.inference.chat_template import BOS, IM_END, SPECIAL_TOKENS, chat_template
from parity.models.corpus import code_corpus
from parity.section import Section


class TinyConfig(Section):
    """Sizes of the embedded default, the `[model.tiny]` section of a run: a Qwen2 (dense) or
    Qwen2-MoE of ~2-4M parameters that trains on a CPU in minutes."""

    kind: Literal["dense", "moe"] = "dense"
    hidden_size: int = Field(192, gt=0)
    num_layers: int = Field(4, gt=0)
    num_heads: int = Field(6, gt=0)
    num_kv_heads: int = Field(2, gt=0)
    intermediate_size: int = Field(512, gt=0)
    num_experts: int = Field(4, gt=0)  # kind = "moe"
    experts_per_token: int = Field(2, gt=0)  # kind = "moe"
    max_positions: int = Field(8192, gt=0)
    vocab_size: int = Field(4096, gt=0)  # of the tokenizer trained on local code
    # how the chat template lists tools (see chat_template)
    tool_style: Literal["json", "compact"] = "compact"
    # an induction (copy) circuit written into layers 0-1 and frozen (models/induction.py): with it
    # the tiny model can repeat what it has read, which from scratch it cannot learn in CPU
    # minutes. Off by default: it has not yet raised the quickstart's solve rates, and its
    # 64-wide heads cost about 20 % of training throughput (docs/training.md)
    copy_circuit: bool = False


def train_tokenizer(texts: list[str], vocab_size: int = 4096, tool_style: str = "json"):
    """A byte-level BPE tokenizer (GPT-2 style byte fallback: any text encodes)."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size, special_tokens=SPECIAL_TOKENS, show_progress=False,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
    )
    tok.train_from_iterator(texts, trainer=trainer)
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tok, bos_token=BOS, eos_token=IM_END, pad_token="<|pad|>",
        unk_token=None, additional_special_tokens=SPECIAL_TOKENS[1:7],
    )
    fast.chat_template = chat_template(tool_style)
    return fast


def small_tokenizer_dir() -> Path:
    """The directory of a tokenizer for scripted runs when none is given (`parity agent` and
    `parity eval` with `scripted:FILE`): trained once on local code, cached."""
    from parity.sandbox.workspace import cache_dir

    path = cache_dir() / "tokenizers" / "scripted-small"
    if not (path / "tokenizer.json").is_file():
        tok = train_tokenizer(code_corpus(max_bytes=200_000), vocab_size=1024)
        tok.save_pretrained(path)
    return path


def small_tokenizer() -> Any:
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(small_tokenizer_dir(), local_files_only=True)


def tiny_model_config(cfg: TinyConfig, tokenizer: Any):
    from transformers import Qwen2Config, Qwen2MoeConfig

    from parity.models import induction

    circuit = dict(head_dim=induction.HEAD_DIM,
                   rope_parameters={"rope_theta": induction.ROPE_THETA, "rope_type": "default"}
                   ) if cfg.copy_circuit else {}
    common = dict(
        **circuit,
        vocab_size=len(tokenizer), hidden_size=cfg.hidden_size,
        num_hidden_layers=cfg.num_layers, num_attention_heads=cfg.num_heads,
        num_key_value_heads=cfg.num_kv_heads, max_position_embeddings=cfg.max_positions,
        tie_word_embeddings=True, bos_token_id=tokenizer.convert_tokens_to_ids(BOS),
        eos_token_id=tokenizer.convert_tokens_to_ids(IM_END),
        pad_token_id=tokenizer.pad_token_id,
    )
    if cfg.kind == "moe":
        return Qwen2MoeConfig(
            intermediate_size=cfg.intermediate_size, moe_intermediate_size=cfg.intermediate_size // 2,
            shared_expert_intermediate_size=cfg.intermediate_size // 2,
            num_experts=cfg.num_experts, num_experts_per_tok=cfg.experts_per_token,
            output_router_logits=False, router_aux_loss_coef=0.01, **common)
    return Qwen2Config(intermediate_size=cfg.intermediate_size, **common)


def build_default(out_dir: str | Path, cfg: TinyConfig | None = None, seed: int = 0,
                  corpus_bytes: int = 4 << 20) -> Path:
    """Train the tokenizer, initialise the tiny model, save both in HF layout."""
    import torch
    from transformers import AutoModelForCausalLM

    cfg = cfg or TinyConfig()
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    tokenizer = train_tokenizer(code_corpus(corpus_bytes, seed, kata=True), cfg.vocab_size,
                                cfg.tool_style)
    torch.manual_seed(seed)
    model = AutoModelForCausalLM.from_config(tiny_model_config(cfg, tokenizer))
    if cfg.copy_circuit:
        from parity.models import induction

        induction.install(model, seed=seed)
    model.save_pretrained(out, safe_serialization=True)
    tokenizer.save_pretrained(out)
    (out / "parity.json").write_text(json.dumps({"built_by": "parity.models.tiny",
                                                 "tiny_config": cfg.model_dump()}, indent=2))
    return out
