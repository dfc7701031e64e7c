"""`parity report`'s pieces that need no run: the Pareto front, the one-line errors, and the
dashboard drawing the learning curve that the run logs."""

from __future__ import annotations

import subprocess
import sys

import pytest

from parity.observe.run_report import pareto_front, write_run_report


def test_pareto_front_keeps_only_the_undominated():
    pts = [(100.0, 0.5), (80.0, 0.4), (120.0, 0.45), (80.0, 0.5), (200.0, 0.6)]
    assert pareto_front(pts) == [(80.0, 0.5), (200.0, 0.6)]
    assert pareto_front([(1.0, 1.0)]) == [(1.0, 1.0)]


def test_missing_and_empty_run_dirs_are_one_line(tmp_path):
    with pytest.raises(ValueError, match="no such run directory"):
        write_run_report(tmp_path / "nope")
    with pytest.raises(ValueError, match="nothing to report"):
        write_run_report(tmp_path)
    r = subprocess.run([sys.executable, "-m", "parity.cli", "report", str(tmp_path)],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and "nothing to report" in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr


def test_a_run_without_evaluations_says_what_is_absent(tmp_path):
    from parity.observe.metrics import MetricsWriter

    w = MetricsWriter(tmp_path / "metrics.jsonl")
    for step in (1, 2):
        w.log(step, {"train/tokens_per_s": 100.0 * step, "train/step_s": 1.0})
    md = write_run_report(tmp_path).read_text()
    assert "[throughput.png](throughput.png)" in md
    assert "learning_curve.png: absent" in md and "staleness.png: absent" in md
    assert "no evaluation reports in eval/" in md
    assert (tmp_path / "report" / "throughput.png").read_bytes()[:4] == b"\x89PNG"


def test_the_dashboard_draws_the_learning_curve_first():
    from parity.dashboard.app import _curves

    rows = [{"step": 1, "rollout/reward_mean": 0.2},
            {"step": 0, "eval/solve_rate": 0.1, "eval/solve_rate_lo": 0.0, "eval/solve_rate_hi": 0.3},
            {"step": 2, "eval/solve_rate": 0.4, "eval/solve_rate_lo": 0.2, "eval/solve_rate_hi": 0.6}]
    first = _curves(rows)[0]
    assert first["title"].startswith("learning curve")
    assert [s["name"] for s in first["series"]] == ["eval/solve_rate", "eval/solve_rate_lo",
                                                    "eval/solve_rate_hi"]
    assert first["series"][0]["x"] == [0, 2]
