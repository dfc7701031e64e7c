"""Warmup stages stop on step counts: the same seed gives the same weights, and the wall-time
cap is only a safety that says when it fired (parity.run.model)."""

from __future__ import annotations

import json

import pytest
import torch
from safetensors.torch import load_file

from parity.config import load_config
from parity.run.model import base_model, warm_up, warmup_report


@pytest.fixture(autouse=True)
def one_thread():
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    out = tmp_path_factory.mktemp("base")
    cfg = load_config(None, [f"out={out}", "model.tiny.hidden_size=48", "model.tiny.num_layers=1",
                             "train.device=cpu"])
    return base_model(cfg, out)


def _warm(base, out, *extra):
    cfg = load_config(None, [f"out={out}", f"model.path={base}", "train.device=cpu",
                             "train.mixed_precision=off", "warmup.pretrain_steps=3", *extra])
    return warm_up(cfg, base, [], out)


def test_same_seed_same_weights_and_the_step_count_is_recorded(base, tmp_path):
    a = load_file(_warm(base, tmp_path / "a") / "model.safetensors")
    b = load_file(_warm(base, tmp_path / "b") / "model.safetensors")
    first = load_file(base / "model.safetensors")
    assert a.keys() == b.keys()
    assert max(float((a[k] - b[k]).abs().max()) for k in a) == 0.0
    assert any(not torch.equal(a[k], first[k]) for k in a)  # it did train
    report = warmup_report(tmp_path / "a")
    assert report["pretrain"]["steps"] == 3 and report["pretrain"]["time_capped"] is False
    c = load_file(_warm(base, tmp_path / "c", "seed=1") / "model.safetensors")
    assert any(not torch.equal(a[k], c[k]) for k in a)  # the seed does matter


def test_a_time_cap_that_fires_is_reported(base, tmp_path, capsys):
    _warm(base, tmp_path, "warmup.pretrain_steps=1000", "warmup.pretrain_s=0.001")
    marker = json.loads((tmp_path / "pretrain" / "done").read_text())
    assert marker["time_capped"] is True and 1 <= marker["steps"] < 1000
    assert "safety cap" in capsys.readouterr().out


def test_a_cap_without_a_step_count_is_a_clear_error(base, tmp_path):
    cfg = load_config(None, [f"out={tmp_path}", f"model.path={base}", "warmup.sft_s=100"])
    with pytest.raises(ValueError, match="sft_steps"):
        warm_up(cfg, base, [], tmp_path)
