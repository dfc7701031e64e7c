"""`parity bench train` with tiny settings: both trainers run, figures and JSON come out,
and the two compute the same GRPO gradient on the same batch."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys


def test_bench_train_smoke(tmp_path):
    out = tmp_path / "bench.json"
    r = subprocess.run(
        [sys.executable, "-m", "parity.cli", "bench", "train", "--vs", "trl", "--json", str(out),
         "--steps", "2", "--prompts", "2", "--generations", "2", "--max-prompt-tokens", "40",
         "--max-completion-tokens", "40", "--hidden", "32", "--layers", "1", "--vocab", "300"],
        capture_output=True, text=True, timeout=600, env=dict(os.environ, OMP_NUM_THREADS="1"))
    assert r.returncode == 0, r.stdout + r.stderr
    figures = json.loads(out.read_text())
    assert figures["parity_tokens_per_s"] > 0
    assert "training tokens/s" in r.stdout and "peak memory (GB, alone)" in r.stdout
    # each side alone in a process of its own: weights, optimizer state and a step
    assert 0.1 < figures["parity_peak_rss_gb"] < 8
    if importlib.util.find_spec("trl") is None:
        assert figures["trl_tokens_per_s"] is None and "not installed" in figures["trl_error"]
        assert figures["trl_peak_rss_gb"] is None
        return
    assert figures["trl_error"] is None, figures["trl_error"]
    assert figures["trl_tokens_per_s"] > 0
    assert figures["speedup"] == figures["parity_tokens_per_s"] / figures["trl_tokens_per_s"]
    assert figures["memory_ratio"] == figures["parity_peak_rss_gb"] / figures["trl_peak_rss_gb"]
    assert len(figures["parity_step_s"]) == len(figures["trl_step_s"]) == 3
    # Same weights, same batch, same loss: the first gradient norms agree (TRL adds 1e-4 to
    # the group std, Parity 1e-6).
    assert abs(figures["parity_first_grad_norm"] - figures["trl_first_grad_norm"]) \
        <= 1e-3 * figures["trl_first_grad_norm"]


def test_bench_train_against_packing(tmp_path):
    """--vs packed: the same trainer with each group's prompt run once and with every rollout
    packed whole, on the same batch: the same first gradient, a figure for each."""
    out = tmp_path / "bench.json"
    r = subprocess.run(
        [sys.executable, "-m", "parity.cli", "bench", "train", "--vs", "packed", "--json", str(out),
         "--steps", "2", "--prompts", "2", "--generations", "4", "--max-prompt-tokens", "120",
         "--max-completion-tokens", "40", "--uniform-lengths", "--hidden", "32", "--layers", "1",
         "--vocab", "300", "--no-memory"],
        capture_output=True, text=True, timeout=600, env=dict(os.environ, OMP_NUM_THREADS="1"))
    assert r.returncode == 0, r.stdout + r.stderr
    figures = json.loads(out.read_text())
    assert figures["parity_tokens_per_s"] > 0 and figures["trl_tokens_per_s"] > 0
    assert figures["other"] == "packed" and figures["trl_error"] is None and "speedup" in r.stdout
    assert len(figures["parity_step_s"]) == len(figures["trl_step_s"]) == 3
    assert abs(figures["parity_first_grad_norm"] - figures["trl_first_grad_norm"]) \
        <= 1e-4 * figures["trl_first_grad_norm"]
