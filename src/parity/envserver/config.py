"""The `[env]` and `[env_server]` sections of the config tree: what an environment (in
process or behind `parity env-server`) allows its sessions. Pydantic only."""

from __future__ import annotations

from pydantic import Field

from parity.clikit import layered
from parity.sandbox.base import Limits
from parity.section import Section
from parity.tasks.config import GradingConfig


class EnvConfig(Section):
    backend: str = "auto"  # auto | bwrap | docker | podman | local
    base_dir: str | None = None  # where workspaces live; default $TMPDIR/parity-<uid>
    max_sessions: int = 256
    session_ttl_s: float = 900.0
    reap_interval_s: float = 30.0
    max_tool_output_bytes: int = 32 * 1024
    # tools its sessions do not offer (an ablation): not listed to the model, and a call to
    # one gets the unknown-tool error (parity.tools.registry.without_tools)
    without_tools: list[str] = Field(default_factory=list)
    max_command_timeout_s: float = 600.0
    max_calls_per_batch: int = 64
    worker_threads: int = 128
    # /health answers 503 (and new sessions 429) once every worker thread has been busy
    # this long: each is stuck on something, and all other work would wait behind them.
    health_stall_s: float = 30.0
    max_request_bytes: int = 64 << 20  # a bigger HTTP body is refused (413) as it streams in
    limits: Limits = Field(default_factory=Limits)
    # sessions must have pytest and ruff (the sandbox's tools layer): where it cannot be
    # built (no index reachable, say), grading would pay 0 for every fix, so an environment
    # that grades refuses to start and says why. `parity agent` runs without (lints say why).
    require_tools: bool = True
    grading: GradingConfig = Field(default_factory=GradingConfig)


class EnvServerConfig(Section):
    host: str = "127.0.0.1"
    port: int = 8700
    token: str | None = None
    env: EnvConfig = Field(default_factory=EnvConfig)


def with_flags(cfg: EnvServerConfig, *, host: str | None = None, port: int | None = None,
               token: str | None = None, backend: str | None = None,
               max_sessions: int | None = None,
               session_ttl_s: float | None = None) -> EnvServerConfig:
    """`parity env-server`'s flags over a config file's `[env_server]` (which holds the
    defaults where the file is silent): a flag given (not None) beats the file
    (parity.clikit.layered, the rule of every command that reads a config)."""
    top = {"host": host, "port": port, "token": token}
    env = {"backend": backend, "max_sessions": max_sessions, "session_ttl_s": session_ttl_s}
    return cfg.model_copy(update={
        **vars(layered({}, top)), "env": cfg.env.model_copy(update=vars(layered({}, env)))})
