"""Models and tokenizers without a hub: `load(path)` reads any Hugging Face causal LM
directory on this machine (Qwen2/Qwen3/Llama, dense or MoE) with its tokenizer and chat
template. Nothing is downloaded.

Making a model is not done here: the embedded default (its tokenizer, corpus and tiny
config) lives in `parity.models`, which builds on this package; inference and the trainer
load whatever directory they are given.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from parity.inference.template import CHAT_TEMPLATE


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
