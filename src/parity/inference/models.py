"""Models and tokenizers without a hub: `load(path)` reads any Hugging Face causal LM
directory on this machine (Qwen2/Qwen3/Llama, dense or MoE) with its tokenizer and chat
template. Nothing is downloaded.

Making a model is not done here: the embedded default (its tokenizer, corpus and tiny
config) lives in `parity.models`, which builds on this package; inference and the trainer
load whatever directory they are given.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from parity.inference.chat_template import CHAT_TEMPLATE


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


def cpu_supports_bf16() -> bool:
    """Whether this CPU multiplies bfloat16 in hardware (AMX or AVX512-BF16, Linux flags).
    Elsewhere torch emulates bf16 matmuls, slower than float32."""
    try:
        with open("/proc/cpuinfo") as f:
            flags = next((line.split(":", 1)[1].split() for line in f if line.startswith("flags")), [])
    except OSError:
        return False
    return "amx_bf16" in flags or "avx512_bf16" in flags


def serving_dtype(device: str) -> str:
    """What `parity serve --dtype auto` loads: bfloat16 on a GPU and on CPUs that multiply it
    in hardware (smollm2-135m on an AMX Xeon: prefill 4x float32's, a decode step 1.7x,
    docs/inference.md), else float32. `parity agent`, `parity eval` and a training run's
    engines for a model given by path load the same (run/engines.py engine_dtype); the
    trainer keeps float32 master weights, and the tiny default's engines stay float32, so
    its runs are reproduced bit for bit."""
    if device == "auto":
        import torch

        device = "cuda" if torch.cuda.is_available() else "cpu"
    return "bfloat16" if device.startswith("cuda") or cpu_supports_bf16() else "float32"


def serving_threads() -> int:
    """torch threads for a serving process: the cores this process may run on, less the
    load the rest of the machine already puts on them (one at least). On a shared CPU more
    OpenMP threads than free cores make every step wait for the slowest thread: issue #29
    measured 0.26 tok/s with 2 threads beside busy processes on 2 cores, 7.3 with 1."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    busy = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0
    return max(1, min(cores, int(cores - busy + 0.5)))


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


def non_embedding_parameters(path: str | Path) -> int:
    """The parameters of a model directory's architecture less its embedding and output
    embedding (lm_head) matrices: Kaplan et al.'s N (parity.observe.timing). The model is
    built on the meta device, so nothing is read or allocated but its config."""
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM

    config = AutoConfig.from_pretrained(_check_model_dir(path), local_files_only=True)
    with torch.device("meta"):
        model = AutoModelForCausalLM.from_config(config)
    embeddings = {id(m.weight) for m in (model.get_input_embeddings(),
                                         model.get_output_embeddings()) if m is not None}
    return sum(p.numel() for p in model.parameters() if id(p) not in embeddings)


def eos_list(eos: Any) -> list[int]:
    """A generation config's `eos_token_id` (one id, several, or None) as a list."""
    return [eos] if isinstance(eos, int) else list(eos or [])


def end_of_turn_ids(model_dir: str | Path, tokenizer: Any = None) -> list[int]:
    """The ids that end a chat reply: the model's generation config's (Llama 3 and Qwen list
    several: end of text and end of turn), else its tokenizer's end-of-sequence id."""
    try:
        from transformers import GenerationConfig

        eos = GenerationConfig.from_pretrained(str(model_dir)).eos_token_id
    except (OSError, ValueError):
        eos = None
    if eos is None:
        eos = getattr(tokenizer, "eos_token_id", None)
    return eos_list(eos)


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
