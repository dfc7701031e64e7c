"""What the rollouts of one RL step looked like, as `section/name` metrics.

`rollout_metrics` aggregates the rollouts that finished since the last trainer step (every
one of them, not only the groups trained on: `rollout/reward_mean` is over those), from the
Trajectory alone: turns, tokens, wall time, tool calls and how many came in parallel, each
tool's run time as the environment measured it (whatever the env mode; the round trips
are in `rollout/tools_s_mean`) and the grader's. `BusyMeter` measures how occupied something with concurrent users was between two
steps: the rollout slots, the engine. `env_metrics` reads the environment's own counts now
(sessions per server). Keys with no data this step are left out, never NaN.

Left out: per-token entropy (the trainer does not compute it) and engine-side figures of
remote engines (their /metrics are on the dashboard's fleet page).
"""

from __future__ import annotations

import statistics
import time
from collections import defaultdict
from collections.abc import Callable
from typing import Any

from parity.tools.registry import DEFAULT_TOOLS
from parity.types import REFUSALS, Trajectory


def _p(values: list[float], q: float) -> float:
    """The q-quantile by nearest rank (q = 0.5: the median of an odd count)."""
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))]


def rollout_metrics(trajs: list[Trajectory]) -> dict[str, float]:
    out: dict[str, float] = {"rollout/window_n": float(len(trajs))}
    if not trajs:
        return out
    done = [t for t in trajs if t.finish_reason != "error"]
    out["rollout/window_failed"] = float(len(trajs) - len(done))
    if not done:
        return out
    out["rollout/window_reward_mean"] = statistics.fmean(t.reward or 0.0 for t in done)
    out["rollout/window_solve_rate"] = statistics.fmean(
        1.0 if t.grade is not None and t.grade.reward > 0 else 0.0 for t in done)
    turns = [len(t.turns) for t in done]
    out["rollout/turns_per_rollout"] = statistics.fmean(turns)
    out["rollout/turns_max"] = float(max(turns))
    out["rollout/tokens_per_rollout"] = statistics.fmean(len(t.token_ids) for t in done)
    out["rollout/model_tokens_per_rollout"] = statistics.fmean(t.num_model_tokens for t in done)
    walls = [t.wall_s for t in done]
    out["rollout/wall_s_mean"] = statistics.fmean(walls)
    out["rollout/wall_s_p50"] = _p(walls, 0.5)
    out["rollout/wall_s_max"] = max(walls)
    out["rollout/generate_s_mean"] = statistics.fmean(sum(u.generate_s for u in t.turns)
                                                      for t in done)
    out["rollout/tools_s_mean"] = statistics.fmean(sum(u.tools_s for u in t.turns) for t in done)
    all_turns = [u for t in done for u in t.turns]
    if all_turns:
        calls = [len(u.tool_calls) for u in all_turns]
        out["rollout/tool_calls_per_turn"] = sum(calls) / len(calls)
        out["rollout/parallel_turn_frac"] = sum(1 for n in calls if n > 1) / len(calls)
    by_tool: dict[str, list[float]] = defaultdict(list)
    failed: dict[str, int] = defaultdict(int)
    for u in all_turns:
        for r in u.tool_results:
            name = _metric_name(r.name)
            by_tool[name].append(r.duration_s)
            failed[name] += not r.ok
    for name, ds in sorted(by_tool.items()):
        out[f"env/tool_calls/{name}"] = float(len(ds))
        out[f"env/tool_s_mean/{name}"] = statistics.fmean(ds)
        out[f"env/tool_s_max/{name}"] = max(ds)
        out[f"env/tool_fail_frac/{name}"] = failed[name] / len(ds)
    # the grader's refusals by kind: rollouts this step whose grade refused each (0 counts
    # too: a curve that starts from zero shows when a policy begins to probe the grader)
    graded = [t.grade for t in done if t.grade is not None]
    if graded:
        refused: dict[str, int] = dict.fromkeys(REFUSALS, 0)
        for g in graded:
            for kind in g.refusals:
                kind = kind if kind in REFUSALS else "other"
                refused[kind] = refused.get(kind, 0) + 1
        for kind, n in refused.items():
            out[f"grade/refused/{kind}"] = float(n)
        out["grade/refused_rollouts"] = float(sum(1 for g in graded if g.refusals))
    grades = [g.duration_s for g in graded]
    if grades:
        out["env/grade_s_mean"] = statistics.fmean(grades)
        out["env/grade_s_p50"] = _p(grades, 0.5)
        out["env/grade_s_max"] = max(grades)
    return out


# Tool names a metric key may carry: the tool set's, and the agent loop's name for a call it
# could not parse. Any other name is the model's text (a quickstart run logged keys such as
# `env/tool_calls/if not w`), so each would open a new metric series; they count together.
_KNOWN_TOOLS = frozenset({cls.name for cls in DEFAULT_TOOLS} | {"invalid_tool_call"})


def _metric_name(tool: str) -> str:
    return tool if tool in _KNOWN_TOOLS else "unknown_tool"


class BusyMeter:
    """Occupancy of something used concurrently (rollout slots, an engine), integrated over
    time: `take()` says, for the time since the last take, the share of it with at least one
    user (`busy_frac`) and the mean number of users (`mean`)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.users = 0
        self._last = self._since = clock()
        self._busy_s = self._area = 0.0

    def _advance(self) -> None:
        now = self.clock()
        dt = now - self._last
        if self.users > 0:
            self._busy_s += dt
        self._area += self.users * dt
        self._last = now

    def enter(self) -> None:
        self._advance()
        self.users += 1

    def exit(self) -> None:
        self._advance()
        self.users -= 1

    def take(self) -> tuple[float, float]:
        self._advance()
        span = self._last - self._since
        busy, mean = (self._busy_s / span, self._area / span) if span > 0 else (0.0, 0.0)
        self._since, self._busy_s, self._area = self._last, 0.0, 0.0
        return busy, mean


def computed_tokens(completion: Any) -> int:
    """The tokens an engine computed for one completion: its prompt less what the prefix
    cache served, and what it generated."""
    prompt = int(getattr(completion, "prompt_tokens", 0) or 0)
    cached = int(getattr(completion, "cached_prompt_tokens", 0) or 0)
    return max(prompt - cached, 0) + len(getattr(completion, "token_ids", ()) or ())


class MeteredEngine:
    """An engine whose `generate` calls are metered (engine/busy_frac: the share of wall
    time with at least one request in flight, as the rollouts saw it; `computed_tokens`, a
    running count of the tokens the engine computed for them, and `engine/computed_tokens`,
    those since the last `metrics()`); everything else is the engine's own."""

    def __init__(self, engine: Any, meter: BusyMeter | None = None) -> None:
        self._engine = engine
        self.meter = meter or BusyMeter()
        self.computed_tokens = 0
        self._taken_tokens = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)

    async def generate(self, *args: Any, **kwargs: Any) -> Any:
        self.meter.enter()
        try:
            out = await self._engine.generate(*args, **kwargs)
        finally:
            self.meter.exit()
        self.computed_tokens += computed_tokens(out)
        return out

    def metrics(self) -> dict[str, float]:
        busy, mean = self.meter.take()
        out = {"engine/busy_frac": busy, "engine/requests_in_flight_mean": mean,
               "engine/computed_tokens": float(self.computed_tokens - self._taken_tokens)}
        self._taken_tokens = self.computed_tokens
        faults = getattr(self._engine, "fault_metrics", None)
        if callable(faults):  # a Router: replicas down, requests timed out
            out.update(faults())
        return out


def env_metrics(env: Any) -> dict[str, float]:
    """The environment's counts now: sessions per server for a fleet (`env/sessions/<i>`,
    as placed by this client), sessions and worker threads for an in-process env."""
    out: dict[str, float] = {}
    clients, load = getattr(env, "clients", None), getattr(env, "load", None)
    if isinstance(clients, list) and isinstance(load, list):
        for i, n in enumerate(load):
            out[f"env/sessions/{i}"] = float(n)
        out["env/sessions"] = float(sum(load))
        faults = getattr(env, "fault_metrics", None)
        if callable(faults):  # a Fleet: servers down, sessions replayed elsewhere
            out.update(faults())
        return out
    sessions, pool = getattr(env, "sessions", None), getattr(env, "pool", None)
    if isinstance(sessions, dict) and pool is not None and hasattr(pool, "load"):
        busy, queued, _, _ = pool.load()
        out["env/sessions"] = float(len(sessions))
        out["env/workers_busy"] = float(busy)
        out["env/workers_busy_frac"] = busy / max(1, pool.max_workers)
        out["env/workers_queued"] = float(queued)
    return out
