"""Progress of a long command: a bar with a count, a rate and an estimate of the time left
(tqdm, on stderr), shown only where stderr is a terminal, so logs and tests stay clean."""

from __future__ import annotations

import sys
from typing import Any


def bar(total: int | None, desc: str, unit: str = "it") -> Any:
    """A tqdm bar; `.update(n)`, `.set_postfix_str(status)`, `.write(line)` (a line above
    the bar), `.close()`; a context manager. Disabled (every call a no-op) off a terminal."""
    from tqdm import tqdm

    return tqdm(total=total, desc=desc, unit=unit, file=sys.stderr, dynamic_ncols=True,
                leave=False, disable=not sys.stderr.isatty(), mininterval=0.5)


def rl_status(row: dict[str, Any]) -> str:
    """One line of a training step's metrics row: what a user watches an RL run by."""
    parts = [f"reward {row['rollout/reward_mean']:.2f}" if "rollout/reward_mean" in row else "",
             f"solved {row['rollout/solved']:.0%}" if "rollout/solved" in row else "",
             f"stale {row['train/staleness_mean']:.1f}" if "train/staleness_mean" in row else "",
             f"{row['train/tokens_per_s']:,.0f} tok/s" if "train/tokens_per_s" in row else "",
             f"{row['rollout/completed']} rollouts" if "rollout/completed" in row else "",
             f"{sum(v for k, v in row.items() if k.startswith('rollout/failures/'))} failed"
             if any(k.startswith("rollout/failures/") for k in row) else ""]
    return " | ".join(p for p in parts if p)
