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
    assert r.returncode == 2 and "not a model directory" in r.stderr and "Traceback" not in r.stderr


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
