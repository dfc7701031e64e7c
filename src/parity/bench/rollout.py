"""`parity bench rollout`: asynchronous vs synchronous rollout throughput.

Real orchestrator, real rollout workers, a real environment server (HTTP, bwrap sessions,
grading in fresh workspaces) on bundled tasks. The engine is scripted (each trajectory
replays a solving or a failing script) with per-request latency drawn from a heavy-tailed
log-normal, the shape of real agent rollouts whose lengths vary by orders of magnitude; the
learner takes a fixed time per step. Both modes run the same number of trainer steps.

Figures: throughput = trained trajectories per second of wall time; utilization = mean
fraction of rollout slots busy (async keeps them full; sync idles them on the long tail and
during training).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import math
import sys
import time
from pathlib import Path

from parity.agent.loop import AgentLimits
from parity.agent.policies import TokenPolicy
from parity.inference.replay import ScriptedSolverEngine
from parity.rollout.buffer import TrajectoryBuffer
from parity.rollout.orchestrator import Orchestrator, OrchestratorConfig
from parity.rollout.worker import RolloutWorker


class _TimedLearner:
    def __init__(self, engine: ScriptedSolverEngine, step_s: float) -> None:
        self.engine = engine
        self.step_s = step_s
        self.version = 0

    async def train(self, groups):
        await asyncio.sleep(self.step_s)  # stands in for a trainer step on another device
        self.version += 1
        await self.engine.update_weights(None, self.version)
        return {}


class _SlotMeter:
    """Integrates busy rollout slots over time by wrapping the worker."""

    def __init__(self, worker: RolloutWorker) -> None:
        self.worker = worker
        self.busy = 0
        self.area = 0.0
        self.last = time.monotonic()

    def _tick(self, delta: int) -> None:
        now = time.monotonic()
        self.area += self.busy * (now - self.last)
        self.last = now
        self.busy += delta

    async def run(self, task, group_id=""):
        self._tick(+1)
        try:
            return await self.worker.run(task, group_id)
        finally:
            self._tick(-1)


def _scripts(spec) -> tuple[list[str], list[str]]:
    from parity.tasks.grading import split_patch

    path = split_patch(spec.gold_patch)[0][0]

    def call(name, **args):
        return f'<tool_call>{json.dumps({"name": name, "arguments": args})}</tool_call>'

    solve = [call("read_file", path=path), call("run_terminal_cmd", command="true"), "Done."]
    fail = [call("list_dir"), "I could not find it."]
    return solve, fail


async def _one_mode(mode: str, env, tokenizer, tasks, slots: int, steps: int, group: int,
                    step_s: float, sigma: float, median_s: float, seed: int, tmp: Path) -> dict:
    solve, fail = _scripts(tasks[0][1])
    engine = ScriptedSolverEngine(
        tokenizer, [solve, fail], [0.5, 0.5], seed=seed,
        latency_s=lambda rng: min(30.0, median_s * math.exp(sigma * rng.gauss(0, 1))))
    worker = RolloutWorker(env, lambda: TokenPolicy(engine, tokenizer), AgentLimits(max_turns=4))
    meter = _SlotMeter(worker)
    learner = _TimedLearner(engine, step_s)
    cfg = OrchestratorConfig(steps=steps, group_size=group, groups_per_step=max(1, slots // group),
                             max_concurrent_rollouts=slots, max_off_policy_steps=2,
                             filter_zero_variance=False, mode=mode, max_rollouts=None,
                             max_wall_s=None)
    task_iter = itertools.cycle([t for t, _ in tasks])
    orch = Orchestrator(task_iter, meter, learner, TrajectoryBuffer(tmp / mode), cfg)  # type: ignore[arg-type]
    start = time.monotonic()
    stats = await orch.run()
    wall = time.monotonic() - start
    meter._tick(0)
    return {"throughput": stats.trained / wall, "trained": stats.trained, "wall_s": wall,
            "utilization": meter.area / (slots * wall), "steps": stats.steps}


def run(json_path: str | None, slots: int, steps: int, group_size: int, step_s: float,
        sigma: float, median_s: float, seed: int) -> int:
    import tempfile

    from parity.envserver.config import EnvConfig
    from parity.envserver.sessions import LocalEnv
    from parity.models.corpus import code_corpus
    from parity.models.tiny import train_tokenizer
    from parity.tasks import bundled_specs
    from parity.tasks.schema import to_task

    print(f"parity bench rollout: {slots} slots, {steps} trainer steps of {step_s:g} s, groups of "
          f"{group_size}, engine latency log-normal(median {median_s:g} s, sigma {sigma:g}) "
          "per request", file=sys.stderr)
    tokenizer = train_tokenizer(code_corpus(max_bytes=150_000), vocab_size=800)
    specs = bundled_specs("train")[:8]
    tasks = [(to_task(s), s) for s in specs]

    async def both() -> dict:
        with tempfile.TemporaryDirectory() as tmp:
            env = LocalEnv(EnvConfig(max_sessions=4 * slots))
            try:
                out = {}
                for mode in ("sync", "async"):
                    print(f"  running {mode} ...", file=sys.stderr)
                    out[mode] = await _one_mode(mode, env, tokenizer, tasks, slots, steps,
                                                group_size, step_s, sigma, median_s, seed,
                                                Path(tmp))
                return out
            finally:
                await env.aclose()

    res = asyncio.run(both())
    a, s = res["async"], res["sync"]
    speedup = a["throughput"] / s["throughput"] if s["throughput"] else float("inf")
    print(f"{'mode':6s} {'trained':>8s} {'wall s':>8s} {'traj/s':>8s} {'slots busy':>10s}")
    for mode in ("sync", "async"):
        r = res[mode]
        print(f"{mode:6s} {r['trained']:8d} {r['wall_s']:8.1f} {r['throughput']:8.2f} "
              f"{r['utilization']:10.0%}")
    print(f"async/sync throughput: {speedup:.2f}x (target >= 2x); async utilization "
          f"{a['utilization']:.0%} (target >= 90%)")
    result = {"async_throughput": a["throughput"], "sync_throughput": s["throughput"],
              "speedup": speedup, "utilization": a["utilization"],
              "sync_utilization": s["utilization"], "details": res}
    if json_path:
        Path(json_path).write_text(json.dumps(result, indent=2) + "\n")
    return 0
