"""Fast grading: warm pytest servers inside the sandbox that fork one child per command.

    ForkServerPool.grade(snapshot, patch, task)        sandbox (BwrapSession.spawn: the same
      │                                                namespaces, mounts, env and limits)
      ├─ take an idle ForkServer, or start one ──────► forkserver_main.py: pytest imported and
      │    (about 0.5 s, once)                          warmed up; never the code under test
      ├─ copy the snapshot to <root>/<grade id>        /workspace/<grade id>
      ├─ grading.grade_in(_ServerWorkspace): the same steps and checks as the slow path
      │    exec("git apply ...")  ──── JSON line ────► spawn (vfork, exec) bash -c ...
      │    run_pytest(args)       ──── JSON line ────► fork, console_main() in the child
      │                           ◄─── JSON line ───── exit code, output; every other process
      │                                                killed, /tmp and /dev/shm emptied
      └─ move everything out of <root> (deleted later, off the grading path); give the
         server back, or replace it if it is dirty, dead or too old

One server serves every snapshot (it holds no code of any task), so thousands of small tasks
pay its start-up once, not once per task. A server runs one grade at a time; the pool holds
up to `max_servers`, so grades run in parallel on as many servers.

The fast path applies to `python -m pytest [options]` test commands (no shell syntax, no
setup commands) on the bubblewrap backend, for snapshots small enough to copy per grade.
Anything else falls back to the slow path (a new sandbox session per grade) and is counted
by reason in `counts`, but only before the agent's code ran: a server that dies or fails
during a grade pays 0 (`server_died`), since code under test can kill it.

A grade directory is a plain host directory: a file code under test makes setuid there would
be root's on the host, so `grading.grade_in` clears every setuid and setgid bit of the
server's whole /workspace after each command, before the host reads or moves anything there.

Differences from the slow path that remain: the workspace is /workspace/<grade id> instead
of /workspace; the test process's parent is the server instead of the sandbox's init; the
root and /dev are read-only (tests that write there fail here, as on a normal system).
"""

from __future__ import annotations

import json
import logging
import os
import queue
import re
import secrets
import shutil
import signal
import stat
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from parity.sandbox.base import (
    WORKSPACE_MOUNT,
    ExecResult,
    Limits,
    SandboxBackend,
    SessionEnv,
)
from parity.sandbox.process import json_reply, result_of_reply
from parity.sandbox.tools_layer import grade_preload_library
from parity.taskenv import layer_dir
from parity.tasks.config import GradingConfig
from parity.tasks.grading import NONDUMPABLE_VAR, PLUGIN_MODULE, PLUGIN_SOURCE, grade_in
from parity.types import Grade, Task

if TYPE_CHECKING:
    from parity.sandbox.bwrap import BwrapSession

log = logging.getLogger(__name__)

SERVER_SOURCE = Path(__file__).with_name("forkserver_main.py")
SERVER_MOUNT = "/parity-grader"
START_TIMEOUT_S = 60.0
REPLY_MARGIN_S = 30.0  # past a command's own timeout: the server kills it itself before this
RESTART_BACKOFF_S = 30.0  # after a server fails to start, grade the slow way for this long
MAX_RUNS_PER_SERVER = 5000
INTERPRETER = re.compile(r"python(3(\.\d+)?)?")
SHELL_SYNTAX = frozenset("$`;&|<>()*?[]{}!~#\\'\"\n")


class ForkServerError(RuntimeError):
    """The fork server failed (not the command it ran): grade the slow way."""


def pytest_command(command: str) -> tuple[str, list[str]] | None:
    """(interpreter, options) of a plain `python -m pytest [options]`, else None: anything
    a shell would interpret (variables, redirections, `&&`, quotes) needs the slow path."""
    if any(c in SHELL_SYNTAX for c in command):
        return None
    words = command.split()
    if len(words) < 3 or not INTERPRETER.fullmatch(words[0]) or words[1:3] != ["-m", "pytest"]:
        return None
    return words[0], words[3:]


def server_key(interpreter: str, env_dir: Path | None) -> str:
    return f"{interpreter}@{env_dir}" if env_dir is not None else interpreter


class ForkServer:
    """One server process in its own sandbox session, whose /workspace holds grade dirs."""

    def __init__(self, backend: SandboxBackend, limits: Limits, interpreter: str,
                 files_dir: Path, env_dir: Path | None = None) -> None:
        self.limits = limits
        self.interpreter = interpreter
        # idle servers are kept by key: a task's dependency layer is mounted in its server
        self.key = server_key(interpreter, env_dir)
        self.num_runs = 0
        self.cpu_s = 0.0
        self.dirty: str | None = None
        self._buf = b""
        session = backend.create(files_dir / "empty", f"grader-{secrets.token_hex(6)}", limits,
                                 SessionEnv(layer=env_dir))
        self.session = cast("BwrapSession", session)  # the pool checked the backend
        # Grade dirs live in a plain host directory mounted over the session's workspace:
        # an overlay (empty here anyway) makes every create and unlink slower.
        self.root = self.session.dir / "grades"
        self.root.mkdir()
        self.trash = self.session.dir / "trash"  # same filesystem, outside the sandbox
        self.trash.mkdir()
        self.log_path = self.session.dir / "server.log"
        self._log = open(self.log_path, "wb")  # noqa: SIM115
        try:
            # non-dumpable from its first instruction, and so every child (grade_preload.c)
            lib = grade_preload_library(self.session.tools_layer)
            preload = ["--setenv", "LD_PRELOAD", str(lib),
                       "--setenv", NONDUMPABLE_VAR, str(lib)] if lib else []
            self.proc = self.session.spawn(
                [interpreter, f"{SERVER_MOUNT}/{SERVER_SOURCE.name}", f"{SERVER_MOUNT}/empty"],
                [*preload, "--bind", str(self.root), WORKSPACE_MOUNT,
                 "--ro-bind", str(files_dir), SERVER_MOUNT,
                 "--size", str(limits.tmp_mb << 20), "--tmpfs", "/dev/shm",
                 "--remount-ro", "/dev", "--remount-ro", "/"],
                stderr=self._log)
            hello = self._reply(time.monotonic() + START_TIMEOUT_S)
            if not hello.get("ready"):
                raise ForkServerError(f"unexpected greeting {hello!r}")
        except BaseException:
            self.close()
            raise

    def request(self, req: dict[str, Any], timeout_s: float) -> dict[str, Any]:
        if self.proc.poll() is not None:
            raise ForkServerError(f"the fork server exited ({self.proc.returncode})")
        assert self.proc.stdin is not None
        try:
            self.proc.stdin.write(json.dumps(req).encode() + b"\n")
            self.proc.stdin.flush()
        except OSError as e:
            raise ForkServerError(f"the fork server is gone: {e}") from e
        reply = self._reply(time.monotonic() + timeout_s)
        if "error" in reply:
            raise ForkServerError(f"the fork server refused: {reply['error']}")
        self.cpu_s = reply.get("server_cpu_s", self.cpu_s)
        return reply

    def _reply(self, deadline: float) -> dict[str, Any]:
        assert self.proc.stdout is not None
        reply, self._buf = json_reply(self.proc.stdout.fileno(), self._buf, deadline,
                                      ForkServerError, "the fork server",
                                      lambda: f": {self.log_tail()}")
        return reply

    def run(self, cwd: str, timeout_s: float, env: dict[str, str],
            **what: Any) -> ExecResult:
        """Run `argv=[...]` or `pytest={...}` in a forked child, like `SandboxSession.exec`."""
        lim = self.limits
        oom_check = self.session.limiter.oom_check()
        start = time.monotonic()
        r = self.request({"op": "run", "cwd": cwd, "timeout_s": timeout_s, "env": env,
                          "max_output_bytes": lim.max_output_bytes,
                          "max_stream_bytes": lim.max_stream_bytes, **what},
                         timeout_s + REPLY_MARGIN_S)
        self.num_runs += 1
        if r["dirty"]:
            self.dirty = r["dirty"]
            if "processes survived" in r["dirty"]:  # they could still touch this grade
                raise ForkServerError(f"the fork server could not clean up: {r['dirty']}")
        return result_of_reply(r, lim, oom_check, start)

    def status(self) -> dict[str, Any]:
        """The server's view of itself: other live pids, imported modules (for tests)."""
        return self.request({"op": "status"}, 30.0)

    def usable(self) -> bool:
        return (self.proc.poll() is None and self.dirty is None
                and self.num_runs < MAX_RUNS_PER_SERVER and self.cpu_s < self.limits.cpu_s / 2)

    def wipe(self) -> list[Path]:
        """Move every grade directory (and anything a child put next to them) out of the
        server's sight, into paths the caller then deletes: a rename is instant where
        deleting a tree can take milliseconds (ext4 with discard, for one)."""
        os.chmod(self.root, 0o755)  # whatever the last child did to it
        moved = []
        for entry in os.scandir(self.root):
            target = self.trash / secrets.token_hex(8)
            os.rename(entry.path, target)
            moved.append(target)
        return moved

    def log_tail(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-2000:].strip() or "no log"
        except OSError:
            return "no log"

    def close(self) -> None:
        proc = getattr(self, "proc", None)
        if proc is not None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            proc.wait()
            for f in (proc.stdin, proc.stdout):
                if f is not None:
                    f.close()
        if hasattr(self, "_log"):
            self._log.close()
        self.session.close()


class _ServerWorkspace:
    """A grade directory of a fork server, as `grading.grade_in` needs it."""

    def __init__(self, server: ForkServer, snapshot: Path, grade_id: str,
                 options: list[str]) -> None:
        self.server = server
        self.snapshot = snapshot
        self.options = options
        self.cwd = f"{WORKSPACE_MOUNT}/{grade_id}"
        self.root = str(server.root / grade_id)
        # all of the server's /workspace: a child can write beside its grade directory
        self.writable = str(server.root)

    def exec(self, command: str, timeout_s: float | None = None) -> ExecResult:
        timeout_s = self.server.limits.timeout_s if timeout_s is None else timeout_s
        return self.server.run(self.cwd, timeout_s, {}, argv=["bash", "-c", command])

    def run_pytest(self, command: str, extra_args: list[str], plugin_dir: str,
                   arm: bytes, timeout_s: float) -> ExecResult:
        parsed = pytest_command(command)
        assert parsed is not None and parsed[1] == self.options, command
        plugin_path = f"{self.cwd}/{plugin_dir}"
        # What the slow path's `PYTHONSAFEPATH=1 PYTHONPATH=... python -m pytest ...` gives the
        # test process: the workspace is not on sys.path until the plugin puts it there.
        env = {"PWD": self.cwd, "PYTHONPATH": plugin_path, "SHLVL": "0"}
        # The key goes in the request, over the server's private pipe: the child arms the
        # plugin with it in memory before pytest starts, and keeps no other copy.
        return self.server.run(self.cwd, timeout_s, env, pytest={
            "args": [*self.options, *extra_args], "path_prefix": [plugin_path],
            "arm": arm.decode(), "plugin_dir": plugin_path})


class ForkServerPool:
    """The fork servers of one environment, and the decision which grades they take."""

    def __init__(self, backend: SandboxBackend, limits: Limits, config: GradingConfig,
                 on_count: Callable[[str], None] | None = None,
                 base_dir: Path | None = None) -> None:
        self.backend = backend
        self.limits = limits
        self.config = config
        self.on_count = on_count
        self.max_servers = config.max_servers or min(os.cpu_count() or 1, 8)
        self.counts: Counter[str] = Counter()  # "fast", and "fallback:<reason>"
        self.num_started = 0  # servers started, replacements included
        self.base_dir = base_dir
        self._files: Path | None = None  # made with the first server
        self._cond = threading.Condition()
        self._idle: dict[str, list[ForkServer]] = {}
        self._num_servers = 0
        self._broken_until: dict[str, float] = {}
        self._sizes: dict[str, tuple[int, int]] = {}
        self._closed = False
        # Old grade directories are deleted off the grading path, by one thread.
        self._trash: queue.SimpleQueue[Path | None] = queue.SimpleQueue()
        self._deleter: threading.Thread | None = None

    def _server_files(self) -> Path:
        """The servers' own files, mounted read-only into their sandboxes: nothing else of
        parity's (the bundled repositories hold the original, unbroken sources)."""
        with self._cond:
            if self._files is None:
                if self.base_dir is not None:
                    self.base_dir.mkdir(parents=True, exist_ok=True)
                files = Path(tempfile.mkdtemp(prefix="grader-files-", dir=self.base_dir))
                shutil.copy(SERVER_SOURCE, files / SERVER_SOURCE.name)
                shutil.copy(PLUGIN_SOURCE, files / f"{PLUGIN_MODULE}.py")
                (files / "empty").mkdir()
                self._files = files
                self._deleter = threading.Thread(target=self._delete_forever, daemon=True,
                                                 name="grader-trash")
                self._deleter.start()
            return self._files

    def _delete_forever(self) -> None:
        while (path := self._trash.get()) is not None:
            try:
                _remove_tree(path)
            except OSError as e:  # its server's session removes what is left at close
                log.warning("could not delete old grade directory %s: %s", path, e)

    # -- the grader -------------------------------------------------------------------------

    def grade(self, snapshot: Path, patch: str, task: Task, start: float) -> Grade | None:
        parsed = pytest_command(task.test_command)
        why = self._ineligible(snapshot, task, parsed)
        if why is not None:
            self._count(f"fallback:{why}")
            return None
        assert parsed is not None
        interpreter, options = parsed
        env_dir = layer_dir(task.environment) if task.environment else None
        try:
            server = self._acquire(interpreter, env_dir)
        except ForkServerError as e:
            log.warning("grading %s the slow way: %s", task.id, e)
            self._count("fallback:server_start")
            return None
        healthy = False
        try:
            ws = _ServerWorkspace(server, snapshot, secrets.token_hex(8), options)
            try:
                shutil.copytree(snapshot, ws.root, symlinks=True)
            except OSError as e:  # before any code of the agent's ran: the slow way is fair
                log.warning("could not copy %s for a fast grade: %s", task.id, e)
                self._count("fallback:server_error")
                return None
            try:
                grade = grade_in(ws, patch, task, start)
            except (ForkServerError, OSError) as e:
                # Code under test can kill or wedge its server; a second try on another
                # path would pay it for that (the slow path is no weaker, but a grade must
                # not depend on which path its attack reaches). Reward 0, and say so.
                log.warning("the fork server failed while grading %s: %s", task.id, e)
                self._count("server_died")
                return Grade(task_id=task.id, duration_s=time.monotonic() - start,
                             exit_code=None, reward=0.0,
                             error=f"the grading server died during the grade: {e}",
                             reasons=["the grading server died during the grade (code under "
                                      "test can cause that): reward 0"])
            healthy = True
        finally:
            self._release(server, healthy)
        self._count("fast")
        return grade

    def _ineligible(self, snapshot: Path, task: Task,
                    parsed: tuple[str, list[str]] | None) -> str | None:
        if self.backend.name != "bwrap":
            return "backend"
        if task.setup.strip():
            return "setup"
        if task.image is not None or task.workspace != WORKSPACE_MOUNT:
            return "workspace"  # the server's grade dirs are under /workspace, on the host's /
        if parsed is None:
            return "test_command"
        num_files, num_bytes = self._size(snapshot)
        cfg = self.config
        if num_files > cfg.max_snapshot_files or num_bytes > cfg.max_snapshot_mb << 20:
            return "snapshot"
        return None

    def _size(self, snapshot: Path) -> tuple[int, int]:
        """Files and bytes of a snapshot (read-only, so counted once); a snapshot with
        special files (a copy could block on a FIFO) counts as too big."""
        key = str(snapshot)
        if key not in self._sizes:
            num_files = num_bytes = 0
            for dirpath, _, filenames in os.walk(snapshot):
                num_files += len(filenames)
                for name in filenames:
                    st = os.lstat(os.path.join(dirpath, name))
                    if not (stat.S_ISREG(st.st_mode) or stat.S_ISLNK(st.st_mode)):
                        num_files = sys.maxsize
                    num_bytes += st.st_size
            if len(self._sizes) > 100_000:
                self._sizes.clear()
            self._sizes[key] = (num_files, num_bytes)
        return self._sizes[key]

    def _count(self, what: str) -> None:
        with self._cond:
            self.counts[what] += 1
        if self.on_count is not None:
            self.on_count(what)

    # -- servers ----------------------------------------------------------------------------

    def _acquire(self, interpreter: str, env_dir: Path | None = None) -> ForkServer:
        while True:
            server = self._take(server_key(interpreter, env_dir))
            if server is not None and server.proc.poll() is not None:  # died while idle
                log.warning("an idle fork server exited (%s); starting another",
                            server.proc.returncode)
                self._release(server, healthy=False)
                continue
            return server if server is not None else self._start(interpreter, env_dir)

    def _take(self, interpreter: str) -> ForkServer | None:
        """`interpreter`: a server key (the interpreter, and the layer it runs in)."""
        """An idle server, or None after reserving room for a new one."""
        victim = None
        with self._cond:
            while True:
                if self._closed:
                    raise ForkServerError("the pool is closed")
                idle = self._idle.get(interpreter)
                if idle:
                    return idle.pop()
                if time.monotonic() < self._broken_until.get(interpreter, 0.0):
                    raise ForkServerError("a fork server failed to start a moment ago")
                if self._num_servers < self.max_servers:
                    self._num_servers += 1
                    break
                other = next((v for v in self._idle.values() if v), None)
                if other:  # an idle server for another interpreter makes room
                    victim = other.pop()
                    break
                self._cond.wait()
        if victim is not None:
            victim.close()
        return None

    def _start(self, interpreter: str, env_dir: Path | None = None) -> ForkServer:
        """A new server in the room `_take` reserved."""
        try:
            server = ForkServer(self.backend, self.limits, interpreter, self._server_files(),
                                env_dir)
            with self._cond:
                self.num_started += 1
            return server
        except Exception as e:
            with self._cond:
                self._num_servers -= 1
                self._broken_until[server_key(interpreter, env_dir)] = (
                    time.monotonic() + RESTART_BACKOFF_S)
                self._cond.notify()
            raise ForkServerError(f"the fork server did not start: {e}") from e

    def _release(self, server: ForkServer, healthy: bool) -> None:
        try:
            for path in server.wipe():
                self._trash.put(path)
        except OSError as e:
            log.warning("could not empty the fork server's workspace: %s", e)
            healthy = False
        if healthy and server.usable():
            with self._cond:
                if not self._closed:
                    self._idle.setdefault(server.key, []).append(server)
                    self._cond.notify()
                    return
        if server.dirty:
            log.info("replacing a fork server: %s", server.dirty)
        server.close()
        with self._cond:
            self._num_servers -= 1
            self._cond.notify()

    def idle_servers(self) -> list[ForkServer]:
        with self._cond:
            return [s for servers in self._idle.values() for s in servers]

    def close(self) -> None:
        with self._cond:
            self._closed = True
            servers = [s for v in self._idle.values() for s in v]
            self._idle.clear()
            self._num_servers -= len(servers)
            self._cond.notify_all()
        if self._deleter is not None:
            self._trash.put(None)
            self._deleter.join()
        for s in servers:
            s.close()
        if self._files is not None:
            shutil.rmtree(self._files, ignore_errors=True)


def _remove_tree(path: Path) -> None:
    """rmtree that also removes what a sandboxed process made unreadable (chmod 000); what
    is gone already (a closed server's session took it) is fine."""
    def fix(func: Any, p: str, exc: Any) -> None:
        try:
            os.chmod(os.path.dirname(p), 0o700)
            if os.path.isdir(p) and not os.path.islink(p):
                os.chmod(p, 0o700)
                shutil.rmtree(p, onerror=fix)
            else:
                os.unlink(p)
        except FileNotFoundError:
            pass

    if path.is_dir() and not path.is_symlink():
        try:
            os.chmod(path, 0o700)
        except FileNotFoundError:
            return
        shutil.rmtree(path, onerror=fix)
    elif os.path.lexists(path):
        path.unlink(missing_ok=True)
