"""The bubblewrap backend: the default on Linux.

A session is two things:

  holder   `unshare -Urm sh`: a user + mount namespace in which the snapshot is mounted as
           the lower layer of an overlay whose upper layer is the session's own directory.
           Creating it costs a few milliseconds whatever the size of the repo. The holder
           blocks on a pipe from us, so it (and the mount) dies with the server.
  command  `nsenter` into the holder's namespaces, then `bwrap` with fresh user, pid, net,
           ipc and uts namespaces: the workspace at /workspace (the only writable host
           path), the system read-only (/usr and a few files of /etc, the Python installs),
           a private /tmp and /proc, no network at all. The command runs as uid 1000 with no
           capabilities; its whole process tree dies with it (pid namespace) or with us.

Host-side tools see the same overlay through /proc/<holder>/root, so reads and edits need
no round trip through the sandbox. When overlayfs is not allowed (old kernels, no user
namespaces for mounts) the workspace falls back to a copy of the snapshot and says so.

Deliberately not covered: disk quotas (the upper layer can grow until RLIMIT_FSIZE per
file), and seccomp filtering of syscalls.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from parity.sandbox.base import WORKSPACE_MOUNT, ExecResult, Limits, SandboxError
from parity.sandbox.limits import SessionLimiter
from parity.sandbox.process import run_capped
from parity.sandbox.workspace import overlay_changed_paths, tree_changed_paths

log = logging.getLogger(__name__)

ETC_FILES = (
    "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/alternatives",
    "/etc/nsswitch.conf", "/etc/localtime", "/etc/mime.types", "/etc/gitconfig",
)
SANDBOX_PATH = "/usr/local/bin:/usr/bin:/bin"

# `userxattr` (Linux >= 5.11) keeps overlay metadata in user.* xattrs: without it an
# unprivileged overlay cannot remove a lower directory (EIO). Older kernels retry without.
_HOLDER_SCRIPT = (
    'o="lowerdir=$1,upperdir=$2,workdir=$3"; '
    'mount -t overlay overlay -o "$o,userxattr" "$4" 2>/dev/null '
    '|| mount -t overlay overlay -o "$o" "$4" || exit 3; '
    "echo ready; read _ignored"
)


def bwrap_unavailable_reason() -> str | None:
    """None when bubblewrap can make a sandbox here, else why not."""
    for tool in ("bwrap", "unshare", "nsenter"):
        if shutil.which(tool) is None:
            return f"`{tool}` is not installed (apt-get install bubblewrap util-linux)"
    try:
        r = subprocess.run(
            ["bwrap", "--ro-bind", "/", "/", "--unshare-all", "--die-with-parent", "true"],
            capture_output=True, text=True, timeout=10,
        )
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"bwrap failed to start: {e}"
    if r.returncode != 0:
        return f"bwrap cannot create namespaces here: {r.stderr.strip()}"
    return None


def _python_prefixes() -> list[str]:
    prefixes = {os.path.realpath(sys.base_prefix), os.path.realpath(sys.prefix)}
    return sorted(p for p in prefixes if not p.startswith("/usr"))


class BwrapSession:
    backend = "bwrap"

    def __init__(self, snapshot: Path, session_id: str, limits: Limits, base_dir: Path) -> None:
        self.id = session_id
        self.snapshot = snapshot
        self.limits = limits
        self.dir = base_dir / session_id
        self.dir.mkdir(parents=True)
        self.upper, work, self.merged = self.dir / "upper", self.dir / "work", self.dir / "merged"
        for d in (self.upper, work, self.merged):
            d.mkdir()
        (self.dir / "lower").symlink_to(snapshot)  # overlay options cannot hold commas
        self.limiter = SessionLimiter(session_id, limits)
        self.holder: subprocess.Popen | None = None
        try:
            self.holder = subprocess.Popen(
                ["unshare", "-Urm", "--propagation", "private", "sh", "-c", _HOLDER_SCRIPT,
                 "holder", str(self.dir / "lower"), str(self.upper), str(work), str(self.merged)],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                close_fds=True,
            )
            assert self.holder.stdout is not None
            line = self.holder.stdout.readline()
        except OSError as e:
            self.close()
            raise SandboxError(f"could not start the sandbox holder: {e}") from e
        if line.strip() == b"ready":
            self.workspace_kind = "overlayfs"
            self.root = Path(f"/proc/{self.holder.pid}/root") / str(self.merged).lstrip("/")
        else:
            err = self.holder.stderr.read().decode(errors="replace") if self.holder.stderr else ""
            log.warning("overlayfs unavailable (%s); copying the snapshot instead", err.strip())
            self._stop_holder()
            self.merged.rmdir()
            subprocess.run(["cp", "-a", "--reflink=auto", str(snapshot), str(self.merged)],
                           check=True)
            self.workspace_kind = "copy"
            self.root = self.merged
        # Everything but the command is fixed for the session: built once, not per command.
        self._prefix = self._sandbox_argv()

    def _argv(self, command: str) -> list[str]:
        return [*self._prefix, "bash", "-c", command]

    def _sandbox_argv(self) -> list[str]:
        argv: list[str] = []
        if self.holder is not None:
            argv += ["nsenter", "-t", str(self.holder.pid), "-U", "-m", "--preserve-credentials"]
        argv += ["bwrap", "--unshare-all", "--die-with-parent", "--new-session",
                 "--uid", "1000", "--gid", "1000", "--hostname", "sandbox"]
        for top in ("usr", "bin", "lib", "lib64", "lib32", "sbin"):
            p = f"/{top}"
            if os.path.islink(p):
                argv += ["--symlink", os.readlink(p), p]
            elif os.path.isdir(p):
                argv += ["--ro-bind", p, p]
        for p in ETC_FILES:
            if os.path.exists(p):
                argv += ["--ro-bind", p, p]
        prefixes = _python_prefixes()
        for p in prefixes:
            argv += ["--ro-bind", p, p]
        argv += [
            "--proc", "/proc", "--dev", "/dev",
            "--size", str(self.limits.tmp_mb << 20), "--tmpfs", "/tmp",
            "--bind", str(self.merged), WORKSPACE_MOUNT, "--chdir", WORKSPACE_MOUNT,
            "--clearenv",
            "--setenv", "PATH", ":".join(f"{p}/bin" for p in reversed(prefixes))
            + ":" + SANDBOX_PATH,
            "--setenv", "HOME", "/tmp", "--setenv", "LANG", "C.UTF-8",
            "--setenv", "PYTHONDONTWRITEBYTECODE", "1", "--setenv", "PYTHONUNBUFFERED", "1",
            "--setenv", "TERM", "dumb", "--setenv", "PAGER", "cat",
            "--setenv", "GIT_PAGER", "cat",
        ]
        return argv

    def exec(self, command: str, timeout_s: float | None = None) -> ExecResult:
        if self.holder is not None and self.holder.poll() is not None:
            raise SandboxError(f"session {self.id} is closed")
        return run_capped(
            self.limiter.wrap(self._argv(command)), self.limits, timeout_s=timeout_s,
            oom_check=self.limiter.oom_check(),
        )

    def spawn(self, argv: list[str], extra_args: list[str], stderr: Any) -> subprocess.Popen:
        """A long-lived process in this session's sandbox that talks over pipes (the grading
        fork server): the same namespaces, mounts, environment and limits as `exec`, plus
        `extra_args` (more bwrap options, applied after the session's own)."""
        if self.holder is not None and self.holder.poll() is not None:
            raise SandboxError(f"session {self.id} is closed")
        return subprocess.Popen(
            self.limiter.wrap([*self._prefix, *extra_args, *argv]), stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=stderr, start_new_session=True, close_fds=True)

    def changed_paths(self) -> list[str]:
        if self.workspace_kind == "overlayfs":
            return overlay_changed_paths(self.upper, self.snapshot)
        return tree_changed_paths(self.root, self.snapshot)

    def _stop_holder(self) -> None:
        if self.holder is None:
            return
        try:
            self.holder.kill()
            self.holder.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired) as e:
            log.warning("holder of session %s did not stop: %s", self.id, e)
        for f in (self.holder.stdin, self.holder.stdout, self.holder.stderr):
            if f is not None:
                f.close()
        self.holder = None

    def close(self) -> None:
        self._stop_holder()
        self.limiter.close()
        # Files in the upper layer may be owned by ids mapped inside; we own them on the host.
        shutil.rmtree(self.dir, ignore_errors=True)


class BwrapBackend:
    name = "bwrap"

    def __init__(self, base_dir: Path) -> None:
        self.base_dir = base_dir / "bwrap"
        self.base_dir.mkdir(parents=True, exist_ok=True)

    def create(self, snapshot: Path, session_id: str, limits: Limits) -> BwrapSession:
        return BwrapSession(snapshot, session_id, limits, self.base_dir)
