"""`parity train` with vLLM engines on this CPU: the run launches a vLLM server itself (the
CPU build in `.venv-vllm`, made by `make test-vllm`), samples rollouts through it token in,
token out, and pushes each step's weights into it through the files transport and Parity's
worker extension, without a restart. Skipped, with the reason, where `.venv-vllm` is absent
(a plain `make test`)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import needs_bwrap

ROOT = Path(__file__).resolve().parents[2]
VLLM_PYTHON = ROOT / ".venv-vllm" / "bin" / "python"


def _vllm_installed() -> bool:
    if not VLLM_PYTHON.is_file():
        return False
    probe = "import importlib.util, sys; sys.exit(importlib.util.find_spec('vllm') is None)"
    return subprocess.run([str(VLLM_PYTHON), "-c", probe], capture_output=True).returncode == 0


pytestmark = [needs_bwrap, pytest.mark.slow, pytest.mark.skipif(
    not _vllm_installed(), reason="no .venv-vllm with vLLM's CPU build: `make test-vllm` makes it")]


def test_train_with_a_vllm_engine_started_by_the_run(tmp_path):
    import torch
    from transformers import AutoModelForCausalLM

    from parity.models.corpus import code_corpus
    from parity.models.tiny import TinyConfig, tiny_model_config, train_tokenizer

    model = tmp_path / "tiny-qwen2"  # head_dim 32: the smallest vLLM's CPU attention takes
    tokenizer = train_tokenizer(code_corpus(max_bytes=150_000), vocab_size=800, tool_style="compact")
    cfg = TinyConfig(hidden_size=128, num_layers=2, num_heads=4, num_kv_heads=2,
                     intermediate_size=256, max_positions=4096, tool_style="compact")
    torch.manual_seed(0)
    AutoModelForCausalLM.from_config(tiny_model_config(cfg, tokenizer)).save_pretrained(model)
    tokenizer.save_pretrained(model)
    out = tmp_path / "run"
    args = [f"model.path={json.dumps(str(model))}", f"out={json.dumps(str(out))}",
            'tasks.train="bundled"', "tasks.max_eval_tasks=1", "tasks.side_eval_tasks=1",
            'engines.kind="vllm"', f"engines.vllm.command=[{json.dumps(str(VLLM_PYTHON))}, \"-m\", "
            '"vllm.entrypoints.openai.api_server"]',
            'engines.vllm.extra_args=["--dtype", "float32", "--enforce-eager", "--max-model-len", "4096"]',
            'engines.vllm.env={VLLM_CPU_KVCACHE_SPACE = "1", HF_HUB_OFFLINE = "1"}',
            'weights.transport="files"', 'model.dtype="float32"',
            "orchestrator.steps=2", "orchestrator.group_size=2", "orchestrator.groups_per_step=1",
            "orchestrator.max_concurrent_rollouts=2", "orchestrator.max_turns=1",
            "orchestrator.max_tokens_per_turn=8", "orchestrator.filter_zero_variance=false",
            "eval.before=false"]
    r = subprocess.run([sys.executable, "-m", "parity.cli", "train", *args],
                       capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stderr[-3000:]
    summary = json.loads((out / "summary.json").read_text())
    assert summary["rl_steps"] == 2 and summary["eval_n"] == 1
    rows = [json.loads(x) for x in (out / "metrics.jsonl").read_text().splitlines()]
    assert [row["policy/version"] for row in rows] == [1, 2]
    assert all(row["weights/publish_s"] > 0 for row in rows)  # through the transport
    assert list((out / "logs").glob("vllm-*.log"))
    # the trajectories carry the versions the vLLM engine sampled them under
    versions = {v for line in (out / "buffer" / "trajectories.jsonl").read_text().splitlines()
                for v in json.loads(line)["versions"] if v >= 0}
    assert versions and versions <= {0, 1, 2}
