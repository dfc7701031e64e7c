"""The typed config tree: TOML files plus dotted overrides (`env.max_sessions=8`).

Each component owns a section with a pydantic model; the root `ParityConfig` nests them.
A run writes its resolved config next to its outputs (`save_config`).
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from parity.sandbox.base import Limits
from parity.train.config import TrainConfig
from parity.weights.config import WeightsConfig


class Section(BaseModel):
    model_config = ConfigDict(extra="forbid")


class GradingConfig(Section):
    """How grades run (docs/tasks.md, "Grading"). The fork server keeps warm pytest processes
    in the sandbox and forks one per grade; what it cannot take goes the slow way."""

    fork_server: bool = True
    max_servers: int = 0  # fork servers at once (one grade each); 0: one per CPU, at most 8
    # Each fast grade copies the snapshot; bigger ones are graded the slow way (an overlay).
    max_snapshot_files: int = 20_000
    max_snapshot_mb: int = 200


class EnvConfig(Section):
    backend: str = "auto"  # auto | bwrap | docker | podman | local
    base_dir: str | None = None  # where workspaces live; default $TMPDIR/parity-<uid>
    max_sessions: int = 256
    session_ttl_s: float = 900.0
    reap_interval_s: float = 30.0
    max_tool_output_bytes: int = 32 * 1024
    max_command_timeout_s: float = 600.0
    max_calls_per_batch: int = 64
    worker_threads: int = 128
    # /health answers 503 (and new sessions 429) once every worker thread has been busy
    # this long: each is stuck on something, and all other work would wait behind them.
    health_stall_s: float = 30.0
    max_request_bytes: int = 64 << 20  # a bigger HTTP body is refused (413) as it streams in
    limits: Limits = Field(default_factory=Limits)
    grading: GradingConfig = Field(default_factory=GradingConfig)


class EnvServerConfig(Section):
    host: str = "127.0.0.1"
    port: int = 8700
    token: str | None = None
    env: EnvConfig = Field(default_factory=EnvConfig)


class ParityConfig(Section):
    env_server: EnvServerConfig = Field(default_factory=EnvServerConfig)
    train: TrainConfig = Field(default_factory=TrainConfig)
    weights: WeightsConfig = Field(default_factory=WeightsConfig)


def _set_dotted(tree: dict[str, Any], key: str, raw: str) -> None:
    node = tree
    *parents, leaf = key.split(".")
    for p in parents:
        node = node.setdefault(p, {})
        if not isinstance(node, dict):
            raise ValueError(f"override {key!r}: {p!r} is not a section")
    try:
        value: Any = tomllib.loads(f"v = {raw}")["v"]
    except tomllib.TOMLDecodeError:
        value = raw  # a bare string
    node[leaf] = value


def load_config(path: str | Path | None = None, overrides: list[str] | None = None) -> ParityConfig:
    tree: dict[str, Any] = {}
    if path is not None:
        p = Path(path)
        if not p.is_file():
            raise FileNotFoundError(f"config file not found: {p}")
        tree = tomllib.loads(p.read_text())
    for item in overrides or []:
        key, sep, raw = item.partition("=")
        if not sep:
            raise ValueError(f"override {item!r} must look like section.key=value")
        _set_dotted(tree, key.strip(), raw.strip())
    return ParityConfig.model_validate(tree)


def save_config(config: BaseModel, path: str | Path) -> None:
    import json

    Path(path).write_text(json.dumps(config.model_dump(mode="json"), indent=2) + "\n")
