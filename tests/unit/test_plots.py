"""Run reports: the interval and the plot."""

from __future__ import annotations

import pytest

from parity.observe.plots import plot_curves, wilson_interval


def test_wilson_interval_matches_known_values():
    lo, hi = wilson_interval(0, 24)
    assert lo == 0.0 and hi == pytest.approx(0.138, abs=1e-3)
    lo, hi = wilson_interval(10, 20)
    assert lo == pytest.approx(0.299, abs=1e-3) and hi == pytest.approx(0.701, abs=1e-3)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_plot_writes_a_png(tmp_path):
    rows = [{"step": i, "rollout/reward_mean": i / 10, "rollout/solved": i / 20} for i in range(1, 6)]
    out = plot_curves(rows, ["rollout/reward_mean", "rollout/solved"], tmp_path / "c.png", "t")
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
