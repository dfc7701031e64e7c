"""vLLM on a CPU, for real: `make test-vllm` runs this directory with `.venv-vllm` (the
CPU build of vLLM). Under the normal `make test` vLLM is not installed and every test here
is skipped with the reason; nothing imports vllm to find that out (`find_spec` only looks)."""

from __future__ import annotations

import importlib.util
import sys
from concurrent.futures import ThreadPoolExecutor, wait
from pathlib import Path

import pytest

VLLM_MISSING = importlib.util.find_spec("vllm") is None
SKIP_REASON = "vLLM is not installed here: `make test-vllm` runs these with .venv-vllm"
SERVER_ENV = {"VLLM_CPU_KVCACHE_SPACE": "1", "HF_HUB_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}
# eager: compiling the model would add a minute per server on a 2-core machine; float32: the
# trainer's forward pass on CPU is float32, so engine and trainer logprobs agree to ~1e-5
SERVER_ARGS = ["--dtype", "float32", "--enforce-eager", "--max-model-len", "4096"]


def pytest_collection_modifyitems(config, items):
    if not VLLM_MISSING:
        return
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.fspath).parents:
            item.add_marker(pytest.mark.skip(reason=SKIP_REASON))


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory) -> Path:
    """A tiny dense Qwen2 (random weights) and a byte-level BPE trained here; head_dim 32,
    the smallest vLLM's CPU attention takes."""
    import torch
    from transformers import AutoModelForCausalLM

    from parity.models.corpus import code_corpus
    from parity.models.tiny import TinyConfig, tiny_model_config, train_tokenizer

    out = tmp_path_factory.mktemp("tiny-qwen2")
    tokenizer = train_tokenizer(code_corpus(max_bytes=150_000), vocab_size=800, tool_style="compact")
    cfg = TinyConfig(hidden_size=128, num_layers=2, num_heads=4, num_kv_heads=2,
                     intermediate_size=256, max_positions=4096, tool_style="compact")
    torch.manual_seed(0)
    model = AutoModelForCausalLM.from_config(tiny_model_config(cfg, tokenizer))
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    return out


@pytest.fixture(scope="session")
def launch_weights(tmp_path_factory):
    """The run's weights transport the Parity-ready server is launched with."""
    from parity.weights.config import FilesOptions, WeightsConfig

    directory = tmp_path_factory.mktemp("published-weights")
    return WeightsConfig(transport="files", files=FilesOptions(directory=str(directory), fsync=False))


@pytest.fixture(scope="session")
def vllm_servers(tiny_model_dir, launch_weights, tmp_path_factory):
    """Two servers started at once: one set up for Parity (processed logprobs, the worker
    extension, the run's weights transport), one left at vLLM's default raw logprobs,
    which VllmEngine must refuse."""
    from parity.inference.vllm import launch_vllm

    logs = tmp_path_factory.mktemp("vllm-logs")
    with ThreadPoolExecutor(2) as pool:
        futures = [
            pool.submit(launch_vllm, tiny_model_dir, command=sys.executable, extra_args=SERVER_ARGS,
                        log_dir=logs / "parity", env=SERVER_ENV, weights=launch_weights),
            pool.submit(launch_vllm, tiny_model_dir, command=sys.executable, log_dir=logs / "raw",
                        extra_args=[*SERVER_ARGS, "--logprobs-mode", "raw_logprobs"],
                        env=SERVER_ENV)]
        wait(futures)
    started = [f.result() for f in futures if f.exception() is None]
    failed = [f.exception() for f in futures if f.exception() is not None]
    if failed:
        for servers in started:
            servers.close()
        raise failed[0]
    parity, raw = started
    yield parity[0], raw[0]
    for servers in started:
        servers.close()
