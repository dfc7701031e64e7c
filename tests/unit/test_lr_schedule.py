"""The LR schedule follows the configured step count: warm-up as a fraction of it, cosine
or linear down to min_lr_ratio at its end; a stage's loop and an RL run fill it in."""

from __future__ import annotations

import pytest

from parity.config import load_config
from parity.run.learners import train_config
from parity.train.config import TrainConfig
from parity.train.trainer import lr_multiplier, warmup_steps_of


def test_warmup_fraction_of_the_step_count_reaches_the_peak_and_decays_to_the_floor():
    cfg = TrainConfig(warmup_fraction=0.1, total_steps=40, min_lr_ratio=0.1)
    warm = warmup_steps_of(cfg)
    assert warm == 4
    curve = [lr_multiplier(s, warm, cfg.total_steps, cfg.min_lr_ratio) for s in range(45)]
    assert curve[:4] == [0.25, 0.5, 0.75, 1.0]
    assert curve[4] == 1.0 and all(a >= b for a, b in zip(curve[4:], curve[5:], strict=False))
    assert curve[40] == pytest.approx(0.1) and curve[44] == pytest.approx(0.1)  # then flat
    # the larger of steps and fraction; never the whole schedule
    assert warmup_steps_of(cfg.model_copy(update={"warmup_steps": 7})) == 7
    assert warmup_steps_of(TrainConfig(warmup_fraction=0.9, total_steps=2)) == 1


def test_linear_constant_and_no_horizon():
    assert lr_multiplier(5, 0, 10, 0.0, "linear") == pytest.approx(0.5)
    assert lr_multiplier(10, 0, 10, 0.2, "linear") == pytest.approx(0.2)
    assert lr_multiplier(9, 2, 10, 0.0, "constant") == 1.0
    assert lr_multiplier(500, 2, None, 0.0) == 1.0  # no step count: held after warm-up
    with pytest.raises(ValueError, match="schedule"):
        lr_multiplier(5, 0, 10, 0.0, "step")


def test_an_rl_run_spans_its_optimizer_steps_unless_told():
    cfg = load_config(overrides=["orchestrator.steps=12", "train.ppo_epochs=2"])
    assert train_config(cfg).total_steps == 24
    cfg = load_config(overrides=["orchestrator.steps=12", "train.total_steps=100"])
    assert train_config(cfg).total_steps == 100
