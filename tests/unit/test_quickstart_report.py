"""The quickstart's closing report: the paired tests, and why RL took no step."""

from __future__ import annotations

from pathlib import Path

from parity.quickstart import report


def _summary(**extra):
    base = {"labels": {"eval": "RL families, unseen fixes"}, "eval_n": 99,
            "eval_solve_rate_before": 0.14, "eval_solve_rate_after": 0.10,
            "eval_ci95_before": [0.08, 0.22], "eval_ci95_after": [0.05, 0.17],
            "rl_steps": 6, "trained": 192, "filtered_zero_variance": 10, "dropped_stale": 3,
            "stop_reason": "num_steps", "grade_p50_s": 0.1, "wall_s": 100.0,
            "rl_max_wall_s": 355.0}
    return {**base, **extra}


def test_report_prints_both_paired_tests(capsys):
    paired = {"improved": 2, "regressed": 6, "p_value": 0.289, "clusters": 44,
              "clusters_changed": 3, "cluster_p_value": 0.75}
    report(_summary(eval_paired=paired), Path("runs/x"))
    out = capsys.readouterr().out
    assert "2 gained, 6 lost (McNemar p = 0.29)" in out
    assert "3 of 44 fix groups changed" in out and "p = 0.75 over groups" in out


def test_no_step_says_whether_time_or_signal_was_missing(capsys):
    report(_summary(rl_steps=0, stop_reason="max_wall_s (0 s)", rl_max_wall_s=0.0), Path("r"))
    out = capsys.readouterr().out
    assert "RL's time ran out first (0.0 s" in out and "no signal" not in out
    report(_summary(rl_steps=0, stop_reason="every task retired"), Path("r"))
    out = capsys.readouterr().out
    assert "no signal to learn from" in out and "time ran out" not in out


def test_report_prints_the_outside_set_with_its_paired_test(capsys):
    label = "outside packages, never trained on (toolz, parse, more-itertools, pathspec)"
    report(_summary(labels={"eval": "RL families", "outside": label}, outside_n=28,
                    outside_solve_rate_before=0.25, outside_solve_rate_after=0.32,
                    outside_ci95_after=[0.18, 0.51],
                    outside_paired={"improved": 3, "regressed": 1, "p_value": 0.625}),
           Path("r"))
    out = capsys.readouterr().out
    assert f"{label}: 25.0% before, 32.0% after (95 % CI after 18.0%-51.0%; n=28; " \
           "paired: 3 gained, 1 lost, McNemar p = 0.62)" in out
