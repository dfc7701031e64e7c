"""The `[env.grading]` section of the config tree: how grades run. Pydantic only, so that
`parity.config` can import it without importing the grader."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from parity.section import Section


class GradingConfig(Section):
    """How grades run (docs/tasks.md, "Grading"). The fork server keeps warm pytest processes
    in the sandbox and forks one per grade; what it cannot take goes the slow way."""

    fork_server: bool = True
    max_servers: int = 0  # fork servers at once (one grade each); 0: one per CPU, at most 8
    # Each fast grade copies the snapshot; bigger ones are graded the slow way (an overlay).
    max_snapshot_files: int = 20_000
    max_snapshot_mb: int = 200


class SelectConfig(Section):
    """How the bundled and kata task sets are split into RL, evaluation and held-out tasks
    (parity.tasks.select). A family is a mutation kind or, in the kata set, a template."""

    # "kind": RL and evaluation tasks are different functions of the same families; "repo"
    # (kata only): whole repositories are split between SFT, RL and fresh ones, and RL is
    # evaluated on bugs of its repositories whose fixes write no line an RL target writes
    split_by: Literal["kind", "repo"] = "kind"
    # families RL trains on (None: all); split_by = "repo": the kinds split by fix
    rl_families: list[str] | None = None
    heldout_families: list[str] | None = None  # kata: families evaluated, never trained
    # also evaluated before and after, on the same unseen functions (split_by = "kind")
    also_eval_families: list[str] | None = None
    eval_fraction: float = Field(0.3, ge=0.0, lt=1.0)
    # split_by = "repo": the kinds RL practises and the claim is measured on (None: all of
    # rl_families), and the shares of repositories for RL and for fresh evaluation
    rl_kinds: list[str] | None = None
    rl_repo_fraction: float = Field(0.35, gt=0.0, le=1.0)
    # split_by = "repo": at most this many evaluated tasks per fix group (tasks whose fixes
    # write a common line: a kata template's line recurs in every repository made from it,
    # and a model that learns it moves them all at once); None keeps every one
    eval_per_fix: int | None = Field(None, ge=1)
    fresh_repo_fraction: float = Field(0.15, ge=0.0, lt=1.0)
