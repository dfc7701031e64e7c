"""The sandbox protocol: a session is a copy-on-write workspace plus a way to run commands
in it under limits.

Every tool that touches files runs on the host against `session.root`, a host path that
shows the workspace exactly as the sandboxed commands see it; commands run inside the
sandbox through `session.exec`. Backends differ only in how those two are provided.
"""

from __future__ import annotations

import logging
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from pydantic import BaseModel, ConfigDict

from parity.types import DEFAULT_WORKSPACE, check_workspace_mount

log = logging.getLogger(__name__)


class SandboxError(RuntimeError):
    """The sandbox itself failed (not the command in it)."""


class Limits(BaseModel):
    """Per-session resource limits (also the `[env_server.env.limits]` config section)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    timeout_s: float = 60.0
    cpu_s: int = 120
    memory_mb: int = 2048
    max_procs: int = 256
    max_file_mb: int = 256
    # What a caller gets back; the middle of a long stream is elided (head and tail kept).
    max_output_bytes: int = 32 * 1024
    # Past this much output the command is killed: nobody reads a 1 GB print.
    max_stream_bytes: int = 16 * 1024 * 1024
    tmp_mb: int = 256
    # What a session may write to its workspace (bwrap: the overlay's upper layer lives on a
    # tmpfs of this size, so it is RAM, not disk, used only as far as written). 0: no quota.
    disk_mb: int = 1024


@dataclass
class ExecResult:
    exit_code: int | None
    output: str  # stdout and stderr interleaved, capped; a byte not UTF-8 as \xfe (safe_text)
    truncated: bool = False
    timed_out: bool = False
    killed_reason: str | None = None
    duration_s: float = 0.0

    def describe(self) -> str:
        """The text a model sees: output, then how the command ended."""
        parts = [self.output.rstrip("\n")] if self.output else []
        if self.killed_reason:
            parts.append(f"[command killed: {self.killed_reason}]")
        elif self.timed_out:
            parts.append("[command timed out]")
        parts.append(f"[exit code: {self.exit_code}]")
        return "\n".join(parts)


class SandboxSession(Protocol):
    id: str
    backend: str
    workspace_kind: str  # overlayfs, copy, ...
    snapshot: Path  # the read-only lower tree; never modified
    root: Path  # host path of the workspace as the sandbox sees it
    workspace: str  # where the sandbox's commands see it (their cwd): SessionEnv.workspace

    def exec(self, command: str, timeout_s: float | None = None) -> ExecResult: ...

    def changed_paths(self) -> list[str]: ...

    def close(self) -> None: ...


WORKSPACE_MOUNT = DEFAULT_WORKSPACE


@dataclass(frozen=True)
class SessionEnv:
    """What a task's sessions and grades run in besides their snapshot (`parity.taskenv.
    session_env` makes it from a task). The default: the host's system, no layer, the
    workspace at /workspace."""

    layer: Path | None = None  # a dependency layer (parity.taskenv), read-only, bin/ first on PATH
    # An OCI image's unpacked root filesystem (parity.taskenv.images): the sandbox's / instead
    # of the host's system directories, read-only. bwrap only.
    rootfs: Path | None = None
    # The image a container backend (docker, podman) runs: the task's own, or the one built
    # from its environment (parity.taskenv.containers). Its backends only; None: their default.
    container_image: str | None = None
    workspace: str = WORKSPACE_MOUNT  # where the snapshot is mounted, the commands' cwd
    # (host directory, sandbox path) pairs bound read-only: a harness rollout's model socket
    # (parity.harness). bwrap only; other backends refuse a session that asks for one.
    mounts: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        check_workspace_mount(self.workspace)


class SandboxBackend(Protocol):
    name: str

    def create(self, snapshot: Path, session_id: str, limits: Limits,
               env: SessionEnv | None = None) -> SandboxSession: ...


def private_dir(parent: Path, name: str) -> Path:
    """`parent/name` as a directory that only this user can enter (0700), made so if missing
    and fixed if it exists with wider bits.

    Why: what a session writes belongs on the host to the server's user (root, for an env
    server run as root), and a sandboxed command can make its files setuid; a host user who
    can reach such a file runs it as the server's user. Nothing under a private directory can
    be reached. A directory someone else owns, or could swap (a `parent` they can write, such
    as a pre-created /tmp/parity-0), is refused. Ancestors above `parent` are not checked.
    """
    parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    parent = parent.resolve()  # a symlink's owner could point it elsewhere later
    st = os.stat(parent)
    why = None
    if st.st_uid not in (0, os.getuid()):
        why = f"is owned by uid {st.st_uid}"
    elif st.st_mode & 0o022 and not st.st_mode & stat.S_ISVTX:
        why = f"is writable by others (mode {stat.S_IMODE(st.st_mode):o})"
    if why:
        raise SandboxError(f"sandbox directory {parent} {why}: whoever can write it could swap "
                           "the sessions' directory; choose another (PARITY_SANDBOX_DIR)")
    path = parent / name
    try:
        path.mkdir(mode=0o700)
    except FileExistsError:
        pass
    st = os.lstat(path)
    if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.getuid():
        raise SandboxError(f"{path} is not a directory of uid {os.getuid()}; refusing to use it")
    if stat.S_IMODE(st.st_mode) != 0o700:
        log.info("making %s private (it was %o)", path, stat.S_IMODE(st.st_mode))
        os.chmod(path, 0o700)
    return path


def session_dir(base_dir: Path, session_id: str) -> Path:
    """A new private directory for one session in a backend's `private_dir`."""
    path = base_dir / session_id
    try:
        path.mkdir(mode=0o700)
    except FileNotFoundError:  # the base directory went away (a /tmp cleaner): make it again
        private_dir(base_dir.parent, base_dir.name)
        path.mkdir(mode=0o700)
    return path
