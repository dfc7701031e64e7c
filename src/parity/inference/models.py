"""Models and tokenizers without a hub.

Two ways to get a model:
  - `load(path)`: any Hugging Face causal LM directory on this machine (Qwen2/Qwen3/Llama,
    dense or MoE) with its tokenizer and chat template. Nothing is downloaded.
  - `build_default(out_dir)`: the embedded default, made here: a byte-level BPE tokenizer
    trained on local code (the bundled repositories and the Python standard library), a chat
    template that renders tools and tool calls in the Hermes/Qwen format, and a tiny config
    of a real architecture (dense Qwen2, or Qwen2-MoE), saved in the standard layout
    (config.json, model.safetensors, tokenizer.json, tokenizer_config.json).

The chat template and the agent loop agree on one rendering, so a conversation can be
extended turn by turn by appending token ids, never re-tokenizing what the model sampled.
"""

from __future__ import annotations

import json
import random
import sys
import sysconfig
from dataclasses import dataclass
from pathlib import Path
from typing import Any

BOS = "<|endoftext|>"
IM_START, IM_END = "<|im_start|>", "<|im_end|>"
SPECIAL_TOKENS = [BOS, IM_START, IM_END, "<tool_call>", "</tool_call>", "<tool_response>",
                  "</tool_response>", "<|pad|>"]

# Hermes/Qwen-style rendering. Newlines right after a block tag are written as {{ '\\n' }}:
# transformers renders templates with trim_blocks, which would eat them. The agent loop's incremental rendering (agent/prompts.py)
# produces exactly the same text, which a test checks.
#
# Two renderings of the tool list, chosen per model when its tokenizer is saved:
#   "json"    every schema as JSON (Qwen/Hermes models expect this; ~3k tokens for our tools)
#   "compact" one line per tool: `- name(param, optional?): first sentence` (~250 tokens),
#             for tiny models trained here, whose every demonstration would otherwise spend
#             most of its tokens on the schemas. Calls and results are written the same way.
_TOOLS_JSON = "<tools>{% for t in tools %}{{ '\\n' }}{{ t | tojson }}{% endfor %}{{ '\\n' }}</tools>"
_TOOLS_COMPACT = (
    "{% for t in tools %}{% set f = t.function if t.function is defined else t %}"
    "{{ '\\n' }}- {{ f.name }}("
    "{% for k in (f.parameters.properties if f.parameters is defined else {}) %}{{ k }}"
    "{% if k not in (f.parameters.required or []) %}?{% endif %}{% if not loop.last %}, {% endif %}"
    "{% endfor %}): {{ f.description.split('. ')[0].rstrip('.').removesuffix(', e.g') }}{% endfor %}"
)


def chat_template(tool_style: str = "json") -> str:
    if tool_style not in ("json", "compact"):
        raise ValueError(f"unknown tool_style {tool_style!r}; use json or compact")
    tools = _TOOLS_JSON if tool_style == "json" else _TOOLS_COMPACT
    return (
        "{% for m in messages %}"
        "{% if loop.first and m.role != 'system' and tools %}"
        "<|im_start|>system\n# Tools\n" + tools + "<|im_end|>\n"
        "{% endif %}"
        "{% if m.role == 'system' %}"
        "<|im_start|>system\n{{ m.content }}"
        "{% if tools %}{{ '\\n' }}\n# Tools\n" + tools + "{% endif %}"
        "<|im_end|>\n"
        "{% elif m.role == 'assistant' %}"
        "<|im_start|>assistant\n{{ m.content or '' }}"
        "{% for c in (m.tool_calls or []) %}"
        "{% if (m.content or '') or not loop.first %}{{ '\\n' }}{% endif %}"
        "<tool_call>{\"name\": {{ c.function.name | tojson }}, \"arguments\": "
        "{% if c.function.arguments is string %}{{ c.function.arguments }}{% else %}{{ c.function.arguments | tojson }}{% endif %}"
        "}</tool_call>"
        "{% endfor %}"
        "<|im_end|>\n"
        "{% elif m.role == 'tool' %}"
        "{% if loop.first or loop.previtem.role != 'tool' %}<|im_start|>user{% endif %}"
        "{{ '\\n' }}<tool_response>\n{{ m.content }}\n</tool_response>"
        "{% if loop.last or loop.nextitem.role != 'tool' %}<|im_end|>\n{% endif %}"
        "{% else %}"
        "<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n"
        "{% endif %}"
        "{% endfor %}"
        "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
    )


CHAT_TEMPLATE = chat_template("json")


@dataclass(frozen=True)
class TinyConfig:
    """Sizes of the embedded default. ~2-4M parameters: trains on a CPU in minutes."""

    kind: str = "dense"  # dense | moe
    hidden_size: int = 192
    num_layers: int = 4
    num_heads: int = 6
    num_kv_heads: int = 2
    intermediate_size: int = 512
    num_experts: int = 4
    experts_per_token: int = 2
    max_positions: int = 8192
    vocab_size: int = 4096
    tool_style: str = "compact"  # how the chat template lists tools (see chat_template)
    # an induction (copy) circuit written into layers 0-1 and frozen (induction.py): with it
    # the tiny model can repeat what it has read, which from scratch it cannot learn in CPU
    # minutes. Off by default: it has not yet raised the quickstart's solve rates, and its
    # 64-wide heads cost about 20 % of training throughput (docs/training.md)
    copy_circuit: bool = False


def code_corpus(max_bytes: int = 4 << 20, seed: int = 0, kata: bool = False) -> list[str]:
    """Local code to train on: the bundled repos and a sample of the standard library.

    The kata sources only with `kata=True` (the tokenizer: their identifiers become whole
    tokens, which a tiny model copies far more reliably). Never for pre-training: the
    canonical sources would teach the RL-only and held-out families before RL does."""
    from parity.tasks import REPOS_DIR

    files = sorted(p for p in REPOS_DIR.rglob("*.py")
                   if kata or "kata" not in p.relative_to(REPOS_DIR).parts)
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    std = sorted(p for p in stdlib.glob("*.py"))
    random.Random(seed).shuffle(std)
    out, total = [], 0
    for p in [*files, *std]:
        try:
            text = p.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        out.append(text)
        total += len(text)
        if total >= max_bytes:
            break
    return out


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


def tiny_model_config(cfg: TinyConfig, tokenizer: Any):
    from transformers import Qwen2Config, Qwen2MoeConfig

    from parity.inference import induction

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
    if cfg.kind == "dense":
        return Qwen2Config(intermediate_size=cfg.intermediate_size, **common)
    if cfg.kind == "moe":
        return Qwen2MoeConfig(
            intermediate_size=cfg.intermediate_size, moe_intermediate_size=cfg.intermediate_size // 2,
            shared_expert_intermediate_size=cfg.intermediate_size // 2,
            num_experts=cfg.num_experts, num_experts_per_tok=cfg.experts_per_token,
            output_router_logits=False, router_aux_loss_coef=0.01, **common)
    raise ValueError(f"unknown model kind {cfg.kind!r}; use dense or moe")


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
        from parity.inference import induction

        induction.install(model, seed=seed)
    model.save_pretrained(out, safe_serialization=True)
    tokenizer.save_pretrained(out)
    (out / "parity.json").write_text(json.dumps({"built_by": "parity.inference.models",
                                                 "tiny_config": cfg.__dict__}, indent=2))
    return out


def _check_model_dir(path: str | Path) -> Path:
    p = Path(path)
    if not (p / "config.json").is_file():
        raise FileNotFoundError(f"{p} is not a model directory (no config.json); build one "
                                "with `parity model build` or give a local HF model path")
    return p


def cache_kwarg(model: Any) -> str:
    """The keyword a model's forward takes its KV cache by: transformers 5 calls it `cache`,
    earlier releases `past_key_values` (outputs carry it under the same name)."""
    import inspect

    return "cache" if "cache" in inspect.signature(model.forward).parameters else "past_key_values"


def load_model(path: str | Path, dtype: str = "auto", device: str = "auto"):
    """A causal LM from a local directory; `auto`: CUDA and bfloat16 when a GPU is
    present, else CPU and float32. Nothing is downloaded."""
    import torch
    from transformers import AutoModelForCausalLM

    p = _check_model_dir(path)
    if device == "auto":
        device = "cuda" if torch.cuda.is_available() else "cpu"
    if dtype == "auto":
        dtype = "bfloat16" if device.startswith("cuda") else "float32"
    model = AutoModelForCausalLM.from_pretrained(p, local_files_only=True,
                                                 dtype=getattr(torch, dtype)).to(device)
    return model.eval()


def load_tokenizer(path: str | Path):
    """The tokenizer of a local model directory, with Parity's chat template if it has none."""
    from transformers import AutoTokenizer

    p = _check_model_dir(path)
    tokenizer = AutoTokenizer.from_pretrained(p, local_files_only=True)
    if not getattr(tokenizer, "chat_template", None):
        print(f"warning: {p} has no chat template; using Parity's", file=sys.stderr)
        tokenizer.chat_template = CHAT_TEMPLATE
    return tokenizer


def load(path: str | Path, dtype: str = "auto", device: str = "auto"):
    """(model, tokenizer) from a local directory; never touches the network."""
    return load_model(path, dtype, device), load_tokenizer(path)
