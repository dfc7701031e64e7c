"""The learning curve of a run: a fixed held-aside evaluation subset, greedy, every K steps.

The mean reward of the groups trained on is not a learning curve: zero-variance filtering and
task retirement keep only the groups that still teach something, so it measures the filter
as much as the policy. This is: the same `curve_tasks` tasks of the first evaluation set
(never trained on), drawn once by the run's seed and kept in state.json, evaluated greedily
(one sample each) through `parity.evaluation.runner.evaluate` at step 0, every `eval.every_steps`
steps, and after the last step. Each point is logged as `eval/solve_rate` with its 95 %
Wilson interval (`eval/solve_rate_lo`, `_hi`) and `eval/n` at its step, written as a report
(OUT/eval/curve/step_NNNNNN.{md,json}) and recorded in state.json, so a resumed run does not
evaluate a step twice.

Left out: evaluating on the side sets (held-out families), which the before/after evaluation
covers at the ends.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

CURVE_DIR = "curve"


class LearningCurve:
    def __init__(self, *, every_steps: int, num_tasks: int, seed: int, concurrency: int,
                 eval_sets: dict[str, list], state: dict[str, Any], save_state: Callable[[], None],
                 make_worker: Callable, metrics, out_dir) -> None:
        self.every_steps = every_steps
        self.concurrency = concurrency
        self.seed = seed
        self.state = state.setdefault("curve", {})
        self.save_state = save_state
        self.make_worker = make_worker
        self.metrics = metrics
        self.out_dir = out_dir
        self.tasks: list = []
        if not every_steps or not eval_sets:
            return
        name, tasks = next(iter(eval_sets.items()))
        by_id = {t.id: t for t in tasks}
        ids = self.state.get("task_ids")
        if ids is None or any(i not in by_id for i in ids):
            ids = sorted(by_id)
            ids = sorted(random.Random(seed).sample(ids, min(num_tasks, len(ids))))
            self.state.update(set=name, task_ids=ids, points={})
            save_state()
        self.tasks = [by_id[i] for i in ids]

    @property
    def enabled(self) -> bool:
        return bool(self.tasks)

    def due(self, step: int, last: bool = False) -> bool:
        if not self.enabled or str(step) in self.state["points"]:
            return False
        return last or step % self.every_steps == 0

    async def point(self, step: int) -> dict[str, Any]:
        """Evaluate the subset with the current policy as the point of `step`."""
        from tqdm import tqdm

        from parity.evaluation.eval_report import write_report
        from parity.evaluation.runner import evaluate
        from parity.observe.progress import bar

        with bar(len(self.tasks), f"learning curve, step {step}", "task") as progress:
            result = await evaluate(
                self.tasks, self.make_worker, k=1, concurrency=self.concurrency, seed=self.seed,
                on_sample=lambda *_: progress.update(),
                info={"when": f"step {step}", "set": self.state["set"],
                      "curve": "greedy, fixed subset"})
        stem = self.out_dir / CURVE_DIR / f"step_{step:06d}"
        write_report(result, stem.with_suffix(".md"), stem.with_suffix(".json"))
        s = result.summary()
        lo, hi = s["pass@1"]["ci95"]
        p = {"solve_rate": s["pass@1"]["value"], "lo": lo, "hi": hi, "n": s["num_tasks"],
             "solved": s["solved_samples"], "wall_s": round(result.wall_s, 2)}
        self.metrics.log(step, {"eval/solve_rate": p["solve_rate"], "eval/solve_rate_lo": lo,
                                "eval/solve_rate_hi": hi, "eval/n": p["n"],
                                "eval/solved": p["solved"], "eval/wall_s": p["wall_s"]})
        self.state["points"][str(step)] = p
        self.save_state()
        tqdm.write(f"  learning curve, step {step}: {p['solved']}/{p['n']} = "  # above any bar
                   f"{p['solve_rate']:.1%} (95 % CI {lo:.1%}-{hi:.1%})")
        return p
