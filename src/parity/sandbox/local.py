"""The unsandboxed backend, for development only: it isolates nothing and says so.

The workspace is a copy of the snapshot (reflinked where the filesystem can), so the
snapshot stays untouched; commands run as the server's own user with rlimits only. They
get a clean environment all the same (the server's holds its token and API keys), with the
server's Python first on the PATH. No disk quota (`disk_mb` is ignored). The workspace
is a host directory, so a task's workspace path (`SessionEnv.workspace`, /testbed) is
only what the model is told: `pwd` shows the host path. OCI images need bwrap.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

from parity.sandbox.base import (
    ExecResult,
    Limits,
    SandboxError,
    SessionEnv,
    private_dir,
    session_dir,
)
from parity.sandbox.limits import SessionLimiter
from parity.sandbox.process import HOST_PATH, clean_env, run_capped
from parity.sandbox.workspace import tree_changed_paths

log = logging.getLogger(__name__)

WARNING = (
    "sandbox backend 'local' ISOLATES NOTHING: commands run as this user, with this "
    "machine's network and files. Use it only for development."
)


class LocalSession:
    backend = "local"
    workspace_kind = "copy"

    def __init__(self, snapshot: Path, session_id: str, limits: Limits, base_dir: Path,
                 env: SessionEnv | None = None) -> None:
        log.warning("%s (session %s)", WARNING, session_id)
        env = env or SessionEnv()
        if env.rootfs is not None:
            raise SandboxError("the local backend cannot run a task's OCI image; use bwrap")
        self.id = session_id
        self.env_dir = env.layer  # a dependency layer: its bin/ goes first on PATH
        self.workspace = env.workspace
        self.snapshot = snapshot
        self.limits = limits
        self.dir = session_dir(base_dir, session_id)
        self.root = self.dir / "workspace"
        subprocess.run(["cp", "-a", "--reflink=auto", str(snapshot), str(self.root)], check=True)
        self.limiter = SessionLimiter(session_id, limits)

    def exec(self, command: str, timeout_s: float | None = None) -> ExecResult:
        python_bins = dict.fromkeys(os.path.join(p, "bin") for p in (
            *([str(self.env_dir)] if self.env_dir else []), sys.prefix, sys.base_prefix))
        env = clean_env(PATH=":".join([*python_bins, HOST_PATH]), HOME=str(self.dir),
                        LANG="C.UTF-8", PYTHONDONTWRITEBYTECODE="1", TERM="dumb",
                        PAGER="cat", GIT_PAGER="cat")
        return run_capped(
            self.limiter.wrap(["bash", "-c", command]), self.limits, timeout_s=timeout_s,
            cwd=str(self.root), env=env, oom_check=self.limiter.oom_check(),
        )

    def changed_paths(self) -> list[str]:
        return tree_changed_paths(self.root, self.snapshot)

    def close(self) -> None:
        self.limiter.close()
        shutil.rmtree(self.dir, ignore_errors=True)


class LocalBackend:
    name = "local"

    def __init__(self, base_dir: Path) -> None:
        self.base_dir = private_dir(base_dir, "local")

    def create(self, snapshot: Path, session_id: str, limits: Limits,
               env: SessionEnv | None = None) -> LocalSession:
        if env is not None and env.mounts:
            raise SandboxError("the local backend binds no host directory into a session (a "
                               "harness rollout's model socket): use bwrap")
        return LocalSession(snapshot, session_id, limits, self.base_dir, env)
