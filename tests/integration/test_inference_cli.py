"""`parity serve` and `parity bench engine`, run the way a user runs them, tiny settings."""

from __future__ import annotations

import json
import subprocess
import sys

from typer.testing import CliRunner

from parity.cli import app

PARITY = [sys.executable, "-m", "parity.cli"]


def test_serve_help_and_a_missing_model():
    r = subprocess.run([*PARITY, "serve", "--help"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0
    for flag in ("--model", "--host", "--port", "--token", "--prefix-cache-mb"):
        assert flag in r.stdout
    r = subprocess.run([*PARITY, "serve", "--model", "/nonexistent/model"], capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 2 and "no such directory" in r.stderr and "Traceback" not in r.stderr


def test_bench_engine_tiny(tmp_path):
    out = tmp_path / "bench.json"
    r = CliRunner().invoke(app, ["bench", "engine", "--json", str(out), "--hidden", "64", "--layers", "2",
                                 "--vocab", "512", "--requests", "4", "--prompt-tokens", "12",
                                 "--new-tokens", "6", "--sessions", "2", "--turns", "3", "--threads", "1"])
    assert r.exit_code == 0, r.output
    assert "speedup" in r.output
    figures = json.loads(out.read_text())
    for key in ("engine_tokens_per_s", "hf_generate_tokens_per_s", "speedup", "logprob_max_abs_diff",
                "prefix_cache_prefill_saved_fraction", "prefix_cache_speedup"):
        assert figures[key] > 0, key
    assert figures["logprob_max_abs_diff"] < 1e-4
    assert figures["greedy_match_fraction"] == 1.0 and figures["prefix_cache_outputs_match"] is True
    assert figures["prefix_cache_prefill_tokens_on"] < figures["prefix_cache_prefill_tokens_off"]


def test_bench_engine_model_tiny(tmp_path):
    """`--model` with the tiny embedded model: 1 stream through a real `parity serve`; `--vs
    vllm` where vLLM is missing still prints Parity's figures and says how. 64 tokens: the
    server sends what the engine has made each time its loop runs, and with 3 tokens a busy
    CI machine got all of them in the first chunk (no decode to time)."""
    import torch

    from parity.models.tiny import TinyConfig, build_default

    before = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        model = build_default(tmp_path / "tiny", TinyConfig(hidden_size=64, num_layers=2, num_heads=4,
                                                            num_kv_heads=2, intermediate_size=128,
                                                            vocab_size=600), corpus_bytes=60_000)
    finally:
        torch.set_num_threads(before)
    out = tmp_path / "bench.json"
    r = subprocess.run([*PARITY, "bench", "engine", "--model", str(model), "--streams", "1",
                        "--new-tokens", "64", "--threads", "1", "--dtype", "float32", "--vs", "vllm",
                        "--vllm-python", str(tmp_path / "no-vllm" / "python"), "--json", str(out)],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    assert "prefill tok/s" in r.stdout and "make test-vllm" in r.stdout
    figures = json.loads(out.read_text())
    row = figures["engines"]["parity"]["rows"][0]
    assert row["streams"] == 1 and row["prefill_tokens_per_s"] > 0 and row["decode_tokens_per_s"] > 0
    assert row["prompt_tokens"] > 100  # the agent's prompt: system prompt, tools, a task
    assert figures["engines"]["parity"]["peak_rss_bytes"] > 0 and "vllm" not in figures["engines"]
    assert figures["logprob_max_abs_diff"] < 1e-4 and figures["vllm_missing"]


def test_bench_engine_vs_needs_a_model():
    r = CliRunner().invoke(app, ["bench", "engine", "--vs", "vllm"])
    assert r.exit_code == 2 and "--model" in r.output
