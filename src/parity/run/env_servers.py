"""The environments of a run, from `[envs]`: one `Environment` whatever stands behind it.

    mode = "inprocess"   a LocalEnv in this process (sessions in bwrap sandboxes)
    mode = "processes"   `envs.servers` local `parity env-server` processes started by the
                         run, behind the fleet client (a session survives the loss of one)
    mode = "fleet"       env-server URLs (`envs.urls`, `envs.token`) behind the fleet client
    mode = "ray"         a LocalEnv in a Ray actor, restarted if its node dies (run/cluster.py)
"""

from __future__ import annotations

import contextlib
import os
import secrets
import sys
from pathlib import Path
from typing import Any

from parity.config import ConfigError, EnvServerConfig, ParityConfig, Section, save_config


class _Closing:
    """An Environment that also stops the processes behind it when closed."""

    def __init__(self, env: Any, stack: contextlib.ExitStack, urls: list[str] | None = None,
                 token: str | None = None) -> None:
        self._env, self._stack = env, stack
        self.urls, self.token = urls or [], token  # for the run's services.json (dashboard)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._env, name)

    async def aclose(self) -> None:
        try:
            await self._env.aclose()
        finally:
            self._stack.close()


def check_tools(cfg: ParityConfig) -> None:
    """Stop a run at its start, with the one line that says what to set, when sessions made
    here could not run the hidden tests (the sandbox's tools layer cannot be built: no index
    reachable, an untrusted certificate, a pin missing from the index). Without this, every
    reward would be 0 and the run would train on it. A fleet's servers check for themselves."""
    if cfg.envs.mode == "fleet" or not cfg.envs.env.require_tools:
        return
    from parity.sandbox import SandboxError, default_base_dir, make_backend

    e = cfg.envs.env
    try:
        backend = make_backend(e.backend, Path(e.base_dir) if e.base_dir else default_base_dir())
    except (SandboxError, ValueError) as err:
        raise ConfigError(f"envs.env.backend: {err}") from None
    if why := getattr(backend, "tools_error", None):
        raise ConfigError(why)


async def start_envs(cfg: ParityConfig, out: Path) -> Any:
    e = cfg.envs
    if e.mode == "inprocess":
        from parity.envserver.sessions import LocalEnv

        return LocalEnv(e.env)
    if e.mode == "ray":
        return _ray_actor(cfg, out)
    from parity.envserver.fleet import Fleet

    if e.mode == "fleet":
        if not e.urls or not e.token:
            raise ConfigError('envs: mode = "fleet" needs envs.urls and envs.token')
        return Fleet.from_urls(list(e.urls), e.token)
    return await _processes(cfg, out)


def _ray_actor(cfg: ParityConfig, out: Path) -> Any:
    """An EnvActor restarted after a crash or a lost node (its sessions are lost: those
    rollouts fail with kind `env` and run again); with `[ray] shared_dir`, task snapshots
    are staged there first, so the actor reads them on whatever node it runs."""
    from parity.run import actors
    from parity.run.cluster import SnapshotStager, env_options, shared_run_dir

    shared = shared_run_dir(cfg, out)
    stage = SnapshotStager(shared / "snapshots").stage if shared is not None else None
    return actors.RemoteEnv(actors.spawn(actors.EnvActor, cfg.envs.env,
                                         options=env_options(cfg)), stage=stage)


async def _processes(cfg: ParityConfig, out: Path) -> Any:
    from parity.envserver.fleet import Fleet
    from parity.launch import free_port, start_servers

    e = cfg.envs
    token = secrets.token_urlsafe(24)
    logs = out / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    conf = logs / "env_server.toml"  # the run's [envs.env] as the servers' [env_server.env]
    save_config(_ServerFile(env_server=EnvServerConfig(env=e.env)), conf)
    ports = [free_port() for _ in range(e.servers)]
    commands = [[sys.executable, "-m", "parity.cli", "env-server", "--host", "127.0.0.1",
                 "--port", str(port), "--config", str(conf)] for port in ports]
    stack, urls = await start_servers(
        commands, ports, [logs / f"env-server-{i}.log" for i in range(e.servers)],
        env={**os.environ, "PARITY_ENV_TOKEN": token})
    return _Closing(Fleet.from_urls(urls, token), stack, urls, token)


class _ServerFile(Section):
    """A config file with the [env_server] section alone."""

    env_server: EnvServerConfig
