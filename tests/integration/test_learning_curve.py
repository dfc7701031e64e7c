"""The learning curve of a tiny real run: greedy points of a fixed subset at step 0, every
K steps and the last step; in metrics.jsonl and TensorBoard; not redone on --resume; then
`parity report` over the run directory."""

from __future__ import annotations

import json

import pytest

from tests.conftest import needs_bwrap
from tests.integration.test_train_run import run, tiny_model, user_tasks, write_config  # noqa: F401

pytestmark = [needs_bwrap, pytest.mark.slow]


def curve_rows(out) -> list[dict]:
    rows = [json.loads(x) for x in (out / "metrics.jsonl").read_text().splitlines()]
    return [r for r in rows if "eval/solve_rate" in r]


def test_learning_curve_points_resume_and_report(tmp_path, tiny_model, user_tasks):  # noqa: F811
    out = tmp_path / "run"
    cfg = write_config(tmp_path / "run.toml", tiny_model, user_tasks, out, steps=3)
    r = run("train", str(cfg), "eval.every_steps=2", "eval.curve_tasks=2", "eval.after=false")
    assert r.returncode == 0, r.stderr[-3000:]
    points = curve_rows(out)
    assert [p["step"] for p in points] == [0, 2, 3]  # step 0, every 2, and the last
    state = json.loads((out / "state.json").read_text())
    subset = state["curve"]["task_ids"]
    # drawn from the evaluation set (never trained on), at most curve_tasks of it
    eval_ids = [t["task_id"] for t in
                json.loads((out / "eval" / "before-eval.json").read_text())["tasks"]]
    assert 1 <= len(subset) == min(2, len(eval_ids)) and set(subset) <= set(eval_ids)
    assert sorted(state["curve"]["points"], key=int) == ["0", "2", "3"]
    for p in points:
        assert p["eval/n"] == len(subset)
        assert p["eval/solve_rate_lo"] <= p["eval/solve_rate"] <= p["eval/solve_rate_hi"]
    assert sorted(p.name for p in (out / "eval" / "curve").glob("*.json")) == [
        "step_000000.json", "step_000002.json", "step_000003.json"]

    # the same points in TensorBoard's event files
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    acc = EventAccumulator(str(out / "tensorboard"))
    acc.Reload()
    assert [e.step for e in acc.Scalars("eval/solve_rate")] == [0, 2, 3]
    assert [e.step for e in acc.Scalars("train/loss")] == [1, 2, 3]

    # continued to step 4: one new point, the old ones kept, the same subset
    r = run("train", str(cfg), "--resume", "orchestrator.steps=4", "eval.every_steps=2",
            "eval.curve_tasks=2", "eval.after=true")
    assert r.returncode == 0, r.stderr[-3000:]
    assert [p["step"] for p in curve_rows(out)] == [0, 2, 3, 4]
    assert json.loads((out / "state.json").read_text())["curve"]["task_ids"] == subset

    r = run("report", str(out))
    assert r.returncode == 0, r.stderr[-3000:]
    rep = out / "report"
    for name in ("learning_curve.png", "solve_rates.png", "throughput.png", "staleness.png",
                 "mismatch.png", "report.md"):
        assert (rep / name).is_file(), name
    assert (rep / "learning_curve.png").read_bytes()[:4] == b"\x89PNG"
    md = (rep / "report.md").read_text()
    assert "| step 4 | learning-curve subset |" in md and "| before |" in md and "| after |" in md
    entries = json.loads((rep / "trade_off.json").read_text())
    assert {e["checkpoint"] for e in entries} >= {"before", "after", "step 0", "step 4"}
    after = next(e for e in entries if e["checkpoint"] == "after")
    assert after["trainer_s"] > 0 and after["step"] == 4
