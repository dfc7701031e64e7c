"""Progress of a long command: a bar with a count, a rate and an estimate of the time left
(tqdm, on stderr), shown only where stderr is a terminal, so logs and tests stay clean; and
the plain line an RL step prints on stdout whatever it is (a log file must show a run
that is 40 minutes into RL as alive)."""

from __future__ import annotations

import sys
from typing import Any


def bar(total: int | None, desc: str, unit: str = "it") -> Any:
    """A tqdm bar; `.update(n)`, `.set_postfix_str(status)`, `.write(line)` (a line above
    the bar), `.close()`; a context manager. Disabled (every call a no-op) off a terminal."""
    from tqdm import tqdm

    return tqdm(total=total, desc=desc, unit=unit, file=sys.stderr, dynamic_ncols=True,
                leave=False, disable=not sys.stderr.isatty(), mininterval=0.5)


def rl_step_line(row: dict[str, Any], step: int, total_steps: int, *, elapsed_s: float,
                 steps_done: int, interval_s: float, wall_cap_s: float | None) -> str:
    """The line an RL run prints after each optimizer step, on a terminal or not, from the
    step's metrics row (parity.rollout.orchestrator): the rollouts so far, the mean reward and
    solve rate of the rollouts sampled since the last step (of the groups trained on where
    none finished since), the engine's and the trainer's tokens/s, and the time left: the mean
    step time (`elapsed_s` / `steps_done`, this process's) times the steps left, at most
    what RL's wall cap leaves."""
    parts = [f"RL step {step}/{total_steps}"]
    if "rollout/completed" in row:
        failed = sum(v for k, v in row.items() if k.startswith("rollout/failures/"))
        parts.append(f"{row['rollout/completed']:,} rollouts"
                     + (f" ({failed:,} failed)" if failed else ""))
    sampled = row.get("rollout/window_n", 0) - row.get("rollout/window_failed", 0)
    if sampled > 0 and "rollout/window_solve_rate" in row:
        parts.append(f"reward {row['rollout/window_reward_mean']:.2f}, solved "
                     f"{row['rollout/window_solve_rate']:.0%} of {sampled:.0f} sampled")
    elif "rollout/reward_mean" in row:
        parts.append(f"reward {row['rollout/reward_mean']:.2f}, solved "
                     f"{row.get('rollout/solved', 0.0):.0%} of the groups trained on")
    rates = []
    if "engine/computed_tokens" in row and interval_s > 0:
        rates.append(f"rollouts {row['engine/computed_tokens'] / interval_s:,.0f}")
    if "train/tokens_per_s" in row:
        rates.append(f"trainer {row['train/tokens_per_s']:,.0f}")
    if rates:
        parts.append(", ".join(rates) + " tok/s")
    left_s = (elapsed_s / steps_done) * max(total_steps - step, 0) if steps_done else None
    capped = False
    if wall_cap_s is not None and left_s is not None and wall_cap_s - elapsed_s < left_s:
        left_s, capped = max(wall_cap_s - elapsed_s, 0.0), True
    if left_s is not None:
        parts.append(f"{duration(left_s)} left" + (" (RL's wall cap)" if capped else ""))
    return " | ".join(parts)


def duration(seconds: float) -> str:
    """45s, 12m05s, 1h02m."""
    s = round(seconds)
    if s < 60:
        return f"{s}s"
    if s < 3600:
        return f"{s // 60}m{s % 60:02d}s"
    return f"{s // 3600}h{s % 3600 // 60:02d}m"
