"""`parity bench train` with tiny settings: both trainers run, figures and JSON come out,
and the two compute the same GRPO gradient on the same batch."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys

import pytest


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


def test_bench_train_against_sdpa_on_a_runs_rollouts(tmp_path):
    """--vs sdpa --trajectories: the trainer with Parity's attention kernels and with SDPA on
    rollouts read from a run's buffer (groups whose rewards differ): the same batch on both
    sides, first gradients within bf16's rounding of each other."""
    import random

    from parity.bench.train import BenchConfig, build_model_dir
    from parity.inference import cpu_attention
    from parity.types import Trajectory

    model = build_model_dir(BenchConfig(hidden=64, layers=1, vocab=300), tmp_path / "model")
    rng = random.Random(0)
    lines = []
    for g in range(3):  # group 1: every rollout failed, no signal; it is passed over
        prompt = [rng.randrange(10, 300) for _ in range(50)]
        for i in range(4):
            tail = [rng.randrange(10, 300) for _ in range(rng.randint(10, 40))]
            lines.append(Trajectory(
                id=f"g{g}r{i}", task_id=f"task{g}", group_id=f"group{g}", token_ids=prompt + tail,
                loss_mask=[0] * 50 + [1] * len(tail), logprobs=[0.0] * 50 + [-2.0] * len(tail),
                reward=0.0 if g == 1 else float(i % 2)).model_dump_json())
    buffer = tmp_path / "trajectories.jsonl"
    buffer.write_text("\n".join(lines) + "\n")
    out = tmp_path / "bench.json"
    r = subprocess.run(
        [sys.executable, "-m", "parity.cli", "bench", "train", "--vs", "sdpa", "--bf16",
         "--model", str(model), "--trajectories", str(buffer), "--prompts", "2",
         "--generations", "4", "--steps", "1", "--micro-batch-tokens", "256", "--no-memory",
         "--json", str(out)],
        capture_output=True, text=True, timeout=600, env=dict(os.environ, OMP_NUM_THREADS="1"))
    assert r.returncode == 0, r.stdout + r.stderr
    figures = json.loads(out.read_text())
    kept = [json.loads(line) for line in lines if not json.loads(line)["group_id"] == "group1"]
    assert figures["tokens_per_step"] == sum(len(t["token_ids"]) for t in kept)
    assert figures["other"] == "SDPA" and figures["config"]["micro_batch_tokens"] == 256
    kernels = cpu_attention.kernel() is not None
    assert ("attention: Parity kernels vs train.attention is sdpa" in r.stdout) == kernels
    if kernels:  # bf16 attention against SDPA's float32
        assert figures["parity_first_grad_norm"] == pytest.approx(figures["trl_first_grad_norm"], rel=0.03)
    else:  # SDPA on both sides
        assert figures["parity_first_grad_norm"] == figures["trl_first_grad_norm"]
    # asking for more groups than the file holds is a clear error, not a traceback
    r = subprocess.run(
        [sys.executable, "-m", "parity.cli", "bench", "train", "--vs", "sdpa", "--model", str(model),
         "--trajectories", str(buffer), "--prompts", "3", "--generations", "4", "--no-memory"],
        capture_output=True, text=True, timeout=600)
    assert r.returncode != 0 and "Traceback" not in r.stderr
    assert "holds 2 groups of 4 rollouts whose rewards differ" in r.stdout + r.stderr
