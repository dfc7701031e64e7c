"""Metrics reach TensorBoard: what a run logs is read back from the event files by
TensorBoard's own reader, step by step; W&B enabled without the package is one clear line."""

from __future__ import annotations

import importlib.util
import sys

import pytest

from parity.config import ConfigError, load_config
from parity.observe.config import ObserveConfig
from parity.observe.metrics import open_metrics, read_metrics, wandb_missing


def scalars(log_dir) -> dict[str, list[tuple[int, float]]]:
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    acc = EventAccumulator(str(log_dir))
    acc.Reload()
    return {tag: [(e.step, e.value) for e in acc.Scalars(tag)] for tag in acc.Tags()["scalars"]}


def test_a_runs_metrics_read_back_from_tensorboard(tmp_path):
    writer = open_metrics(tmp_path, ObserveConfig())
    writer.log(1, {"train/loss": 0.5, "rollout/solved": 0.25, "note": "text", "bad": float("nan")})
    writer.log(2, {"train/loss": 0.25, "rollout/solved": 0.5})
    writer.log(2, {"eval/solve_rate": 0.4, "eval/solve_rate_lo": 0.2, "eval/n": 10})
    writer.close()
    got = scalars(tmp_path / "tensorboard")
    assert got["train/loss"] == [(1, 0.5), (2, 0.25)]
    assert got["rollout/solved"] == [(1, 0.25), (2, 0.5)]
    assert got["eval/solve_rate"] == [(2, pytest.approx(0.4))] and got["eval/n"] == [(2, 10.0)]
    assert "note" not in got and "bad" not in got  # scalars only; the JSONL keeps the rest
    rows = read_metrics(tmp_path / "metrics.jsonl")
    assert [r["step"] for r in rows] == [1, 2, 2] and rows[0]["note"] == "text"


def test_tensorboard_off_writes_the_jsonl_only(tmp_path):
    writer = open_metrics(tmp_path, ObserveConfig(tensorboard=False))
    writer.log(1, {"train/loss": 1.0})
    writer.close()
    assert not (tmp_path / "tensorboard").exists()
    assert read_metrics(tmp_path / "metrics.jsonl")[0]["train/loss"] == 1.0


def test_a_failing_sink_is_dropped_not_the_run(tmp_path):
    class Broken:
        def log(self, step, scalars):
            raise OSError("disk full")

        def close(self):
            pass

    writer = open_metrics(tmp_path, ObserveConfig(tensorboard=False))
    writer.sinks.append(Broken())
    writer.log(1, {"train/loss": 1.0})
    writer.log(2, {"train/loss": 2.0})
    assert writer.sinks == [] and len(read_metrics(tmp_path / "metrics.jsonl")) == 2


def test_observe_config_keys(tmp_path):
    cfg = load_config(overrides=["observe.wandb=true", "observe.tensorboard=false"])
    assert cfg.observe.wandb and cfg.observe.wandb_mode == "offline"
    with pytest.raises(ConfigError, match="observe.wandb_mode"):
        load_config(overrides=["observe.wandb_mode=sometimes"])


def test_wandb_enabled_but_missing_is_one_line(monkeypatch):
    monkeypatch.setitem(sys.modules, "wandb", None)  # what an environment without it has
    why = wandb_missing(True)
    assert why is not None and "pip install 'parity[wandb]'" in why and "\n" not in why
    assert wandb_missing(False) is None


@pytest.mark.skipif(importlib.util.find_spec("wandb") is None, reason="wandb is not installed")
def test_wandb_offline_writes_its_run_files(tmp_path, monkeypatch):
    monkeypatch.setenv("WANDB_SILENT", "true")
    writer = open_metrics(tmp_path, ObserveConfig(tensorboard=False, wandb=True))
    writer.log(1, {"train/loss": 1.0, "eval/solve_rate": 0.5})
    assert len(writer.sinks) == 1  # it took the row
    writer.close()
    (run_file,) = (tmp_path / "wandb").glob("offline-run-*/run-*.wandb")
    data = run_file.read_bytes()  # the history records `wandb sync` uploads
    assert b"train/loss" in data and b"eval/solve_rate" in data
