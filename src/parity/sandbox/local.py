"""The unsandboxed backend, for development only: it isolates nothing and says so.

The workspace is a copy of the snapshot (reflinked where the filesystem can), so the
snapshot stays untouched; commands run as the server's own user with rlimits only.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
from pathlib import Path

from parity.sandbox.base import ExecResult, Limits
from parity.sandbox.limits import SessionLimiter
from parity.sandbox.process import run_capped
from parity.sandbox.workspace import tree_changed_paths

log = logging.getLogger(__name__)

WARNING = (
    "sandbox backend 'local' ISOLATES NOTHING: commands run as this user, with this "
    "machine's network and files. Use it only for development."
)


class LocalSession:
    backend = "local"
    workspace_kind = "copy"

    def __init__(self, snapshot: Path, session_id: str, limits: Limits, base_dir: Path) -> None:
        log.warning("%s (session %s)", WARNING, session_id)
        self.id = session_id
        self.snapshot = snapshot
        self.limits = limits
        self.dir = base_dir / session_id
        self.dir.mkdir(parents=True)
        self.root = self.dir / "workspace"
        subprocess.run(["cp", "-a", "--reflink=auto", str(snapshot), str(self.root)], check=True)
        self.limiter = SessionLimiter(session_id, limits)

    def exec(self, command: str, timeout_s: float | None = None) -> ExecResult:
        env = dict(os.environ, HOME=str(self.dir), PYTHONDONTWRITEBYTECODE="1", TERM="dumb",
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
        self.base_dir = base_dir / "local"
        self.base_dir.mkdir(parents=True, exist_ok=True)

    def create(self, snapshot: Path, session_id: str, limits: Limits) -> LocalSession:
        return LocalSession(snapshot, session_id, limits, self.base_dir)
