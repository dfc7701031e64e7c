"""Demonstrations for SFT, made through the production path.

The scripted solver's replies (`solver.py`) are played by a ScriptedEngine inside the real
agent loop, in a real session, and the result is graded: only demonstrations that earn
reward 1 are kept. The trajectories therefore have exactly the token layout of RL rollouts
(same template, same tool outputs, loss mask on the model's tokens only).
"""

from __future__ import annotations

import asyncio
from collections import Counter
from pathlib import Path
from typing import Any

from parity.agent.loop import AgentLimits
from parity.agent.policies import TokenPolicy
from parity.envserver.base import Environment
from parity.inference.replay import ReactiveEngine, ScriptedEngine
from parity.rollout.solver import EngineerSolver, solver_replies
from parity.rollout.worker import RolloutWorker
from parity.tasks.schema import TaskSpec, to_task
from parity.types import Trajectory, record_json


async def make_demos(specs: list[TaskSpec], env: Environment, tokenizer: Any,
                     concurrency: int = 4, edit_style: str = "minimal",
                     routes: tuple[str, ...] | list[str] = ("read",),
                     replies: dict[str, list[str]] | None = None,
                     max_total_tokens: int = 32768,
                     why_failed: Counter[str] | None = None
                     ) -> tuple[list[Trajectory], int]:
    """(graded demonstrations that solved their task, number that did not). The i-th spec
    takes route routes[i % len(routes)] (solver.ROUTES), so each route gets an equal share.
    `replies`: another demonstrator's reply texts by task id, replayed instead of the
    solver's (a task without replies counts as not solved). `max_total_tokens`: the context
    window of the rollouts they teach, so that a demonstration's tool outputs are cut as a
    rollout's are (AgentLimits.max_observation_tokens). `why_failed` counts the reasons."""
    sem = asyncio.Semaphore(concurrency)
    failed = 0
    why = why_failed if why_failed is not None else Counter()

    async def one(i: int, spec: TaskSpec) -> Trajectory | None:
        nonlocal failed
        task = to_task(spec)
        route = routes[i % len(routes)]
        engineer = None
        if replies is not None:
            script = replies.get(spec.id)
            if not script:
                failed += 1
                why["the demonstrating model did not solve it"] += 1
                return None
            engine = ScriptedEngine(tokenizer, script, logprob=0.0)
        elif route == "engineer":
            engineer = EngineerSolver(Path(task.snapshot.path), spec.gold_patch,
                                      spec.problem_statement, edit_style)
            engine = ReactiveEngine(tokenizer, engineer, logprob=0.0)
        else:
            script = solver_replies(Path(task.snapshot.path), spec.gold_patch,
                                    spec.problem_statement, edit_style, route)
            engine = ScriptedEngine(tokenizer, script, logprob=0.0)
        turns = 8 if engineer is not None else len(script) + 1
        worker = RolloutWorker(env, lambda: TokenPolicy(engine, tokenizer),
                               AgentLimits(max_turns=turns, max_total_tokens=max_total_tokens))
        async with sem:
            traj = await worker.run(task, group_id="demo")
        if traj.reward != 1.0:
            failed += 1
            why[engineer.unreachable if engineer and engineer.unreachable
                else f"graded {traj.reward:g} ({traj.finish_reason})"] += 1
            return None
        return traj

    results = await asyncio.gather(*(one(i, s) for i, s in enumerate(specs)))
    return [t for t in results if t is not None], failed


def write_jsonl(trajs: list[Trajectory], path: str | Path) -> Path:
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    with open(p, "w") as f:
        for t in trajs:
            f.write(record_json(t) + "\n")
    return p
