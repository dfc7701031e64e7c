"""The bubblewrap backend: the default on Linux.

A session is two things:

  holder   `unshare -Urm sh`: a user + mount namespace in which the snapshot is mounted as
           the lower layer of an overlay whose upper layer lives on a tmpfs of `disk_mb`
           (the session's disk quota, enforced by the kernel: ENOSPC past it). Both mounts
           exist only in that namespace, nosuid and nodev. Creating it costs a few
           milliseconds whatever the size of the repo. The holder blocks on a pipe from us,
           so it (and the mounts) dies with the server.
  command  `nsenter` into the holder's namespaces, then `bwrap` with fresh user, pid, net,
           ipc and uts namespaces: the workspace at the task's path (`SessionEnv.workspace`,
           /workspace unless the task says otherwise, such as SWE-bench's /testbed: the only
           writable host path), the system read-only (/usr and a few files of /etc, or the
           whole of an OCI image's root filesystem instead), a private /tmp and
           /proc, Parity's tools layer read-only (`tools_layer`: ruff, pytest and the report
           plugin in a venv on /usr/bin/python3), no network at all. Nothing of the server's
           own Python (its venv, its interpreter's prefix, Parity itself) is mounted. The
           command runs as uid 1000 with no capabilities; its whole process tree dies with
           it (pid namespace) or with us.

Host-side tools see the same overlay (and the upper layer) through /proc/<holder>/root, so
reads and edits need no round trip through the sandbox.

What the host must not get from a session: the server's environment (its token, API keys)
and files it could run. The holder, nsenter and bwrap run with a clean environment (bwrap's
`--clearenv` covers the command, not bwrap, which is pid 1 in the sandbox). What a session
writes belongs to the server's user on the host (root, for a root server) and can be made
setuid; on the tmpfs it is in no host path, and every session directory sits in a 0700
base directory (`private_dir`), which also covers the copy fallback and the fork server's
grade directories. Inside the sandbox every mount is nosuid (bwrap's binds, the holder's
tmpfs and overlay). A grade's directories hold no such bit on the host at all: the grader
clears them after each command (`parity.tasks.grading._Swept`, `fs.clear_setid`).

The tmpfs is memory: a session holds at most `disk_mb` of it, only what it writes, and
under cgroups that memory counts against the session's `memory_mb` (tmpfs pages are charged
to the writer and cannot be reclaimed without swap). Fallbacks, each logged: no tmpfs layer
(kernel before 6.6, whose tmpfs lacks the user xattrs overlayfs needs here, or a refused
mount) puts the upper layer in the session directory on the host disk, with no quota;
no overlayfs (old kernels, no user namespaces for mounts) copies the snapshot, with no quota.

An OCI image (`SessionEnv.rootfs`, unpacked by parity.taskenv.images) replaces the host's
system: the image's root filesystem is bound read-only at /, nothing of the host's /usr or
/etc is visible, and neither the tools layer nor a dependency layer is mounted (a venv of
the host's /usr/bin/python3 does not run on another distribution's libraries): the image's
own python and pytest run the tests, and read_lints says it has no ruff there.

Deliberately not covered: seccomp filtering of syscalls.
"""

from __future__ import annotations

import asyncio
import logging
import os
import shutil
import subprocess
from concurrent.futures import Executor
from pathlib import Path
from typing import Any

from parity.sandbox.base import (
    ExecResult,
    Limits,
    SandboxError,
    SessionEnv,
    private_dir,
    session_dir,
)
from parity.sandbox.limits import SessionLimiter
from parity.sandbox.process import SandboxInit, clean_env, run_capped
from parity.sandbox.runner import SANDBOX_PYTHON, CommandRunner, RunnerError, RunnerSlot
from parity.sandbox.tools_layer import tools_layer
from parity.sandbox.workspace import overlay_changed_paths, tree_changed_paths

log = logging.getLogger(__name__)

ETC_FILES = (
    "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/alternatives",
    "/etc/nsswitch.conf", "/etc/localtime", "/etc/mime.types", "/etc/gitconfig",
)
SANDBOX_PATH = "/usr/local/bin:/usr/bin:/bin"

# Arguments: lower upper work merged layer size. With a size (bytes; 0: none) it mounts the
# tmpfs at `layer`, says `tmpfs` and waits for `go` (we make its upper and work directories
# through /proc: a mkdir process would cost most of a millisecond), then mounts the overlay
# on it; failing that, on the host directories `upper` and `work`. Its last line says which:
# `ready tmpfs` or `ready disk`. `userxattr` (Linux >= 5.11) keeps overlay metadata in user.*
# xattrs: without it an unprivileged overlay cannot remove a lower directory (EIO). Older
# kernels retry without.
_HOLDER_SCRIPT = (
    'ov() { o="lowerdir=$1,upperdir=$2,workdir=$3,nosuid,nodev"; '
    'mount -t overlay overlay -o "$o,userxattr" "$4" 2>/dev/null '
    '|| mount -t overlay overlay -o "$o" "$4"; }; k=disk; '
    'if [ "$6" != 0 ] && mount -t tmpfs -o "size=$6,nosuid,nodev,mode=0700" tmpfs "$5" '
    "2>/dev/null; then echo tmpfs; read r; "
    '[ "$r" = go ] && ov "$1" "$5/upper" "$5/work" "$4" 2>/dev/null && k=tmpfs; fi; '
    'if [ $k = tmpfs ] || ov "$1" "$2" "$3" "$4"; then echo ready $k; else exit 3; fi; '
    "read _ignored"
)
HOST_TOOLS = ("unshare", "nsenter", "bwrap")


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


class BwrapSession:
    backend = "bwrap"

    def __init__(self, snapshot: Path, session_id: str, limits: Limits, base_dir: Path,
                 tools: dict[str, str] | None = None, tmpfs_layer: bool = True,
                 tools_layer: Path | None = None, env: SessionEnv | None = None,
                 command_runner: bool = True) -> None:
        self.id = session_id
        env = env or SessionEnv()
        self.env_dir = env.layer  # the task's dependency layer (parity.taskenv), or None
        self.rootfs = env.rootfs  # an OCI image's root filesystem, or None: the host's
        self.workspace = env.workspace
        self.mounts = env.mounts
        # mounted read-only at its own path; None: none built, or an image (see the top)
        self.tools_layer = tools_layer if env.rootfs is None else None
        self.snapshot = snapshot
        self.limits = limits
        self.tools = tools or {t: t for t in HOST_TOOLS}
        self.dir = session_dir(base_dir, session_id)
        self.upper, work, self.merged = self.dir / "upper", self.dir / "work", self.dir / "merged"
        layer = self.dir / "layer"  # the tmpfs's mount point; empty on the host
        for d in (self.upper, work, self.merged, layer):
            d.mkdir()
        (self.dir / "lower").symlink_to(snapshot)  # overlay options cannot hold commas
        self.holder: subprocess.Popen | None = None
        self.layer = "none"  # where the upper layer is: tmpfs (with a quota), disk, none
        size = limits.disk_mb << 20 if tmpfs_layer and limits.disk_mb > 0 else 0
        try:
            self.holder = subprocess.Popen(
                [self.tools["unshare"], "-Urm", "--propagation", "private", "sh", "-c",
                 _HOLDER_SCRIPT, "holder", str(self.dir / "lower"), str(self.upper), str(work),
                 str(self.merged), str(layer), str(size)],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                close_fds=True, env=clean_env(), cwd="/",
            )
        except OSError as e:
            shutil.rmtree(self.dir, ignore_errors=True)
            raise SandboxError(f"could not start the sandbox holder: {e}") from e
        # Made while the holder starts up: its cgroups cost a fraction of a millisecond.
        self.limiter = SessionLimiter(session_id, limits)
        try:
            line = self._holder_answer(layer)
        except OSError as e:
            self.close()
            raise SandboxError(f"could not start the sandbox holder: {e}") from e
        if line[:1] == [b"ready"]:
            self.workspace_kind = "overlayfs"
            self.root = self._in_holder(self.merged)
            if line[1:] == [b"tmpfs"]:
                self.layer = "tmpfs"
                self.upper = self._in_holder(layer / "upper")
            else:
                self.layer = "disk"
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
        # The persistent runner (parity.sandbox.runner) needs the host's python3 in the
        # sandbox: not there on an image's root filesystem, whose commands go the slow way.
        self.runners: RunnerSlot | None = None
        if command_runner and self.rootfs is None and os.path.exists(SANDBOX_PYTHON):
            self.runners = RunnerSlot(self)

    def _in_holder(self, path: Path) -> Path:
        """The host path of `path` as the holder's mount namespace shows it."""
        assert self.holder is not None
        return Path(f"/proc/{self.holder.pid}/root") / str(path).lstrip("/")

    def _holder_answer(self, layer: Path) -> list[bytes]:
        """The holder's last word (`ready tmpfs|disk`; anything else: no overlay), after
        making the upper and work directories on its tmpfs if it mounted one."""
        assert self.holder is not None and self.holder.stdout is not None
        assert self.holder.stdin is not None
        line = self.holder.stdout.readline()
        if line == b"tmpfs\n":
            answer = b"go\n"
            try:
                for name in ("upper", "work"):
                    self._in_holder(layer / name).mkdir()
            except OSError as e:
                log.warning("session %s: cannot use its tmpfs layer: %s", self.id, e)
                answer = b"no\n"
            self.holder.stdin.write(answer)
            self.holder.stdin.flush()
            line = self.holder.stdout.readline()
        return line.split()

    def _argv(self, command: str) -> list[str]:
        return [*self._prefix, "bash", "-c", command]

    def _sandbox_argv(self) -> list[str]:
        argv: list[str] = []
        if self.holder is not None:
            argv += [self.tools["nsenter"], "-t", str(self.holder.pid), "-U", "-m",
                     "--preserve-credentials"]
        argv += [self.tools["bwrap"], "--unshare-all", "--die-with-parent", "--new-session",
                 "--uid", "1000", "--gid", "1000", "--hostname", "sandbox"]
        if self.rootfs is not None:  # the image's system, all of it, and nothing of ours
            argv += _rootfs_args(self.rootfs)
        else:
            for top in ("usr", "bin", "lib", "lib64", "lib32", "sbin"):
                p = f"/{top}"
                if os.path.islink(p):
                    argv += ["--symlink", os.readlink(p), p]
                elif os.path.isdir(p):
                    argv += ["--ro-bind", p, p]
            for p in ETC_FILES:
                if os.path.exists(p):
                    argv += ["--ro-bind", p, p]
        argv += ["--proc", "/proc", "--dev", "/dev",
                 "--size", str(self.limits.tmp_mb << 20), "--tmpfs", "/tmp"]
        # Layers go on after the private /tmp, which would hide one kept under /tmp. PATH:
        # each layer's bin before the system's, the first one the most specific.
        bins: list[str] = []
        if self.env_dir is not None:  # the task's environment: its python, its pytest
            argv += ["--ro-bind", str(self.env_dir), str(self.env_dir)]
            bins.append(f"{self.env_dir}/bin")
        if self.tools_layer is not None:
            argv += ["--ro-bind", str(self.tools_layer), str(self.tools_layer)]
            bins.append(f"{self.tools_layer}/bin")
        for host, inside in self.mounts:
            argv += ["--ro-bind", host, inside]
        argv += [
            "--bind", str(self.merged), self.workspace, "--chdir", self.workspace,
            "--clearenv",
            "--setenv", "PATH", ":".join([*bins, SANDBOX_PATH]),
            "--setenv", "HOME", "/tmp", "--setenv", "LANG", "C.UTF-8",
            "--setenv", "PYTHONDONTWRITEBYTECODE", "1", "--setenv", "PYTHONUNBUFFERED", "1",
            "--setenv", "TERM", "dumb", "--setenv", "PAGER", "cat",
            "--setenv", "GIT_PAGER", "cat",
        ]
        return argv

    def exec(self, command: str, timeout_s: float | None = None) -> ExecResult:
        self._check_open()
        runner = self.runners.acquire() if self.runners is not None else None
        if runner is not None:
            try:
                return runner.run(command, self.limits.timeout_s if timeout_s is None
                                  else timeout_s)
            except RunnerError as e:  # before the command started: run it the slow way
                self.runners.fail(e)
            finally:
                self.runners.release()
        try:
            return self._exec_once(command, timeout_s)
        finally:
            if self.runners is not None:
                self.runners.start_soon()

    async def aexec(self, command: str, timeout_s: float | None = None,
                    executor: Executor | None = None) -> ExecResult:
        """`exec`, awaited: through an idle runner, on the event loop (its pipe is the only
        wait); otherwise `exec` in a worker thread of `executor`. Cancelled, it lets the
        command finish (its runner is released when it replies) rather than kill it."""
        self._check_open()
        runner = self.runners.acquire() if self.runners is not None else None
        if runner is not None:
            result = await asyncio.shield(asyncio.ensure_future(
                self._arun(runner, command, timeout_s)))
            if result is not None:
                return result
        return await asyncio.get_running_loop().run_in_executor(
            executor, self.exec, command, timeout_s)

    async def _arun(self, runner: CommandRunner, command: str,
                    timeout_s: float | None) -> ExecResult | None:
        """The command through `runner` (held), released after; None if the runner failed
        before the command started."""
        assert self.runners is not None
        try:
            return await runner.arun(command, self.limits.timeout_s if timeout_s is None
                                     else timeout_s)
        except RunnerError as e:  # before the command started: run it the slow way
            self.runners.fail(e)
            return None
        finally:
            self.runners.release()

    def _check_open(self) -> None:
        if self.holder is not None and self.holder.poll() is not None:
            raise SandboxError(f"session {self.id} is closed")

    def start_runner(self) -> bool:
        """Start the persistent command runner now instead of on the first command (tests,
        benchmarks); False where commands take the per-command path."""
        return self.runners is not None and self.runners.start()

    def _exec_once(self, command: str, timeout_s: float | None) -> ExecResult:
        """The per-command path: `nsenter` + `bwrap` for this command alone."""
        init = SandboxInit()  # so that a daemon the command started dies before we return
        return run_capped(
            self.limiter.wrap([*self._prefix, *init.bwrap_args(), "bash", "-c", command]),
            self.limits, timeout_s=timeout_s, cwd="/", env=clean_env(),
            oom_check=self.limiter.oom_check(), init=init,
        )

    def spawn(self, argv: list[str], extra_args: list[str], stderr: Any,
              cpu_limit: bool = True, pass_fds: tuple[int, ...] = ()) -> subprocess.Popen:
        """A long-lived process in this session's sandbox that talks over pipes (the grading
        fork server): the same namespaces, mounts, environment and limits as `exec`, plus
        `extra_args` (more bwrap options, applied after the session's own)."""
        self._check_open()
        return subprocess.Popen(
            self.limiter.wrap([*self._prefix, *extra_args, *argv], cpu_limit),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=stderr, start_new_session=True, close_fds=True,
            pass_fds=pass_fds, cwd="/", env=clean_env())

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
        if self.runners is not None:
            self.runners.close()
        self._stop_holder()
        self.limiter.close()
        # Files in the upper layer may be owned by ids mapped inside; we own them on the host.
        shutil.rmtree(self.dir, ignore_errors=True)


class BwrapBackend:
    name = "bwrap"

    def __init__(self, base_dir: Path) -> None:
        self.base_dir = private_dir(base_dir, "bwrap")
        # Absolute paths: the sandbox's tools run with a clean PATH, not the server's.
        self.tools = {t: shutil.which(t) or t for t in HOST_TOOLS}
        self.tmpfs_layer = _kernel_at_least(6, 6)
        if not self.tmpfs_layer:
            log.warning("kernel %s: tmpfs has no user xattrs for overlayfs before 6.6, so "
                        "workspaces get no disk quota (disk_mb)", os.uname().release)
        self._warned_disk = False
        # Why sessions cannot run tests and lints, if they cannot: an environment that grades
        # refuses to start then (EnvConfig.require_tools), one that does not says it once.
        self.tools_error: str | None = None
        try:
            self.tools_layer: Path | None = tools_layer()
        except SandboxError as e:  # sessions still run; read_lints and grading say why not
            # said once by whoever needs it: an environment that grades stops with it
            # (LocalEnv), `parity agent` prints it
            log.info("sessions get no tools layer (no ruff, no pytest): %s", e)
            self.tools_layer = None
            self.tools_error = str(e)

    def create(self, snapshot: Path, session_id: str, limits: Limits,
               env: SessionEnv | None = None) -> BwrapSession:
        s = BwrapSession(snapshot, session_id, limits, self.base_dir, self.tools,
                         self.tmpfs_layer, self.tools_layer, env)
        if (self.tmpfs_layer and limits.disk_mb > 0 and s.layer != "tmpfs"
                and not self._warned_disk):
            self._warned_disk = True
            log.warning("session %s: no tmpfs for the workspace layer (%s); workspaces get no "
                        "disk quota (disk_mb)", s.id,
                        "a copy" if s.layer == "none" else "the mount was refused")
        return s


def _rootfs_args(rootfs: Path) -> list[str]:
    """An image's top-level entries, each read-only at its place. Not the whole tree on /:
    / stays bwrap's own tmpfs, where /proc, /dev, /tmp and the workspace can be made even
    when a minimal image has no directory for them."""
    argv: list[str] = []
    for entry in sorted(os.scandir(rootfs), key=lambda e: e.name):
        target = f"/{entry.name}"
        if target in ("/proc", "/dev", "/tmp", "/sys"):
            continue
        if entry.is_symlink():
            argv += ["--symlink", os.readlink(entry.path), target]
        else:
            argv += ["--ro-bind", entry.path, target]
    return argv


def _kernel_at_least(major: int, minor: int) -> bool:
    try:
        found = tuple(int(x) for x in os.uname().release.split("-")[0].split(".")[:2])
    except ValueError:
        return False
    return found >= (major, minor)
