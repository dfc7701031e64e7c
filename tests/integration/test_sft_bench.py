"""`parity bench sft` with tiny settings: both paths train on the same batches from the same
weights, their first losses agree, and the JSON has the figures. No speed is asserted."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from parity.cli import app


def test_bench_sft_runs_both_paths_on_the_same_step(tmp_path):
    path = tmp_path / "sft.json"
    result = CliRunner().invoke(app, ["bench", "sft", "--steps", "1", "--batch", "3",
                                      "--prefix-tokens", "96", "--suffix-tokens", "40",
                                      "--hidden", "64", "--layers", "1", "--threads", "1",
                                      "--json", str(path)])
    assert result.exit_code == 0, result.output
    out = json.loads(path.read_text())
    assert out["shared_prefix_tokens"] == 95  # the common tokens but the last
    losses = out["first_step_loss"]
    assert abs(losses["shared_prefix"] - losses["packed"]) < 1e-3 * losses["packed"]
    for name in ("shared_prefix", "packed"):
        assert out[name]["tokens_per_s"] > 0 and out[name]["median_step_s"] > 0
    # the ratio printed is the two paths' throughputs, shared prefix over packed
    assert out["speedup"] == pytest.approx(out["shared_prefix"]["tokens_per_s"]
                                           / out["packed"]["tokens_per_s"], abs=1e-3)
    assert "speedup" in result.output


def test_bench_sft_refuses_a_missing_demos_file(tmp_path):
    result = CliRunner().invoke(app, ["bench", "sft", "--demos", str(tmp_path / "none.jsonl")])
    assert result.exit_code != 0 and "no file" in result.output


def test_bench_sft_next_to_trl_trains_the_same_tokens(tmp_path, monkeypatch):
    """`--vs trl`: TRL's SFTTrainer on the same rows, weights and lr, with its completion
    mask where Parity's loss mask is: the first losses agree, so both train the same step."""

    pytest.importorskip("trl")
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")  # nothing is fetched: the model is local
    path = tmp_path / "sft.json"
    result = CliRunner().invoke(app, ["bench", "sft", "--vs", "trl", "--steps", "1",
                                      "--batch", "2", "--prefix-tokens", "64",
                                      "--suffix-tokens", "30", "--hidden", "64", "--layers", "1",
                                      "--threads", "1", "--json", str(path)])
    assert result.exit_code == 0, result.output
    out = json.loads(path.read_text())
    losses = out["first_step_loss"]
    assert abs(losses["parity"] - losses["trl"]) < 1e-3 * losses["trl"]
    assert out["trl"]["tokens_per_s"] > 0 and out["parity"]["tokens_per_s"] > 0
    assert out["speedup"] == pytest.approx(out["parity"]["tokens_per_s"]
                                           / out["trl"]["tokens_per_s"], rel=1e-2)
