"""`parity quickstart` (what `make quickstart` runs): the whole system on the embedded default.

  1. the environment demo: a scripted agent fixes a bundled bug through a real env server
  2. build the embedded default: a tokenizer trained on local code, a tiny Qwen2
  3. demonstrations: a scripted solver's graded trajectories on the SFT families, made
     through the production path (same loop, tools, template and masks as RL)
  4. SFT on them, with a time budget
  5. `parity rl` on the RL-only families: asynchronous RL with the real engine, trainer,
     sandboxes and grader, evaluated before and after on unseen instances and on held-out
     repositories, with 95 % intervals, into runs/quickstart/

What it does not claim: at this size and budget the model is not yet shown to learn; the
summary says what happened, and groups without reward variance are counted, not hidden.
"""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

SFT_FAMILIES = ("drop_statement", "drop_branch", "change_default", "invert_if", "swap_args")
RL_FAMILIES = ("flip_comparison", "swap_arithmetic", "flip_boolean", "off_by_one")


def run_quickstart(out: str = "runs/quickstart", seed: int = 0, sft_time_s: float = 150.0,
                   rl_wall_s: float = 240.0, max_eval_tasks: int = 24, max_demos: int = 60,
                   backend: str = "auto") -> int:
    from parity.config import EnvConfig
    from parity.demo import run_demo
    from parity.envserver.sessions import LocalEnv
    from parity.inference.models import build_default, load_tokenizer
    from parity.rl import RLConfig, run_rl
    from parity.rollout.demos import make_demos, write_jsonl
    from parity.tasks import bundled_specs
    from parity.train.config import TrainConfig
    from parity.train.pretrain import LoopOptions, sft

    start = time.monotonic()
    root = Path(out)
    if root.exists() and any(root.iterdir()):
        root = root.with_name(f"{root.name}-{time.strftime('%Y%m%d-%H%M%S')}")
    root.mkdir(parents=True)

    print("== 1/5 the environment, end to end ==")
    if run_demo(backend=backend) != 0:
        return 1

    print(f"\n== 2/5 building the embedded default model in {root / 'base'} ==")
    base = build_default(root / "base", seed=seed)
    tokenizer = load_tokenizer(base)

    print(f"\n== 3/5 demonstrations on the SFT families ({', '.join(SFT_FAMILIES)}) ==")
    specs = [s for s in bundled_specs("train") if len(s.mutations) == 1
             and s.family in SFT_FAMILIES][:max_demos]

    async def demos():
        env = LocalEnv(EnvConfig(backend=backend, max_sessions=32))
        try:
            return await make_demos(specs, env, tokenizer, concurrency=4)
        finally:
            await env.aclose()

    kept, failed = asyncio.run(demos())
    data = write_jsonl(kept, root / "demos.jsonl")
    print(f"  {len(kept)} graded demonstrations kept ({failed} did not solve their task)")

    print(f"\n== 4/5 SFT for up to {sft_time_s:g} s ==")
    sft_out = root / "sft"
    sft(base, data, TrainConfig(lr=1e-3, warmup_steps=5, total_steps=400, micro_batch_tokens=16384),
        LoopOptions(out_dir=str(sft_out), max_steps=400, max_time_s=sft_time_s,
                    save_every_steps=1000, log_every_steps=10, seed=seed),
        batch_size=4, max_tokens=8192)

    print(f"\n== 5/5 RL on the RL-only families ({', '.join(RL_FAMILIES)}) ==")
    summary = run_rl(RLConfig(
        model=str(sft_out / "model"), out=str(root / "rl"), seed=seed, steps=20,
        rl_families=list(RL_FAMILIES), max_eval_tasks=max_eval_tasks, max_wall_s=rl_wall_s,
        max_rollouts=200, max_turns=5, max_tokens_per_turn=160))
    summary["wall_s_total"] = round(time.monotonic() - start, 1)
    (root / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    b, a = summary["rl_families_solve_rate_before"], summary["rl_families_solve_rate_after"]
    ci = summary["rl_families_ci95"]
    print(f"\nRL families, unseen instances: {b:.1%} before, {a:.1%} after "
          f"(95 % CI before {ci['before'][0]:.1%}-{ci['before'][1]:.1%}, after "
          f"{ci['after'][0]:.1%}-{ci['after'][1]:.1%}; n={summary['num_eval_tasks']['rl_families']})")
    print(f"held-out repositories: {summary['heldout_repos_solve_rate_before']:.1%} before, "
          f"{summary['heldout_repos_solve_rate_after']:.1%} after")
    print(f"RL steps taken: {summary['rl_steps']} ({summary['filtered_zero_variance']} rollouts "
          f"in groups without reward variance; stopped by {summary['stop_reason']})")
    if summary["rl_steps"] == 0:
        print("no step was taken: the model solved no task in any group, so there was no "
              "signal to learn from. The harness works end to end; learning at this size "
              "needs a longer warm start.")
    print(f"run directory: {root} (summary.json, rl/metrics.jsonl, rl/buffer/, "
          f"rl/reward_curve.png when steps were taken); total {summary['wall_s_total']:.0f} s")
    return 0
